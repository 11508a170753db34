/** Who is being booked: enough to say so and to call them (the specialty in the page's words). */
export type BookingProvider = { id: string; name: string; specialty?: string; phone?: string | null };

/** A time chosen before the dialog opened (a next-available time, the weekly view, a pending booking). */
export type ChosenSlot = { id: string; date: string; time: string };
