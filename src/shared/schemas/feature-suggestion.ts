import { z } from 'zod';

export const SUGGESTION_CATEGORIES = [
  'ui_ux',
  'feature',
  'integration',
  'performance',
  'mobile',
  'accessibility',
  'security',
  'reporting',
  'workflow',
  'general',
] as const;
export const SUGGESTION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

export const SUGGESTION_CATEGORY_LABELS: Record<(typeof SUGGESTION_CATEGORIES)[number], string> = {
  ui_ux: 'Look and ease of use',
  feature: 'New feature',
  integration: 'Connection with another service',
  performance: 'Speed',
  mobile: 'Phone or tablet',
  accessibility: 'Accessibility',
  security: 'Security and privacy',
  reporting: 'Reports',
  workflow: 'Everyday tasks',
  general: 'General',
};

export const SUGGESTION_MESSAGES = {
  signIn: 'You must be logged in to submit suggestions',
  required: 'Please fill in all required fields',
  success: 'Feature suggestion submitted successfully!',
  successDetail: "Thank you for your feedback. We'll review your suggestion soon.",
  failure: 'Failed to submit suggestion. Please try again.',
} as const;

export const featureSuggestionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, SUGGESTION_MESSAGES.required)
    .max(100, 'Title must be 100 characters or less'),
  description: z
    .string()
    .trim()
    .min(1, SUGGESTION_MESSAGES.required)
    .max(500, 'Description must be 500 characters or less'),
  category: z.enum(SUGGESTION_CATEGORIES).default('general'),
  priority: z.enum(SUGGESTION_PRIORITIES).default('medium'),
});
export type FeatureSuggestionInput = z.input<typeof featureSuggestionSchema>;
