import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translate } from '#shared/i18n/translate.ts';

/**
 * What every e-mail says, as plain data: one definition gives both the HTML and the text version,
 * so the two can never drift apart. Everything is escaped by React; links must be http(s).
 */
export type MailContent = {
  subject: string;
  /** The first line a mail app shows in the inbox list. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows, such as a date and time. */
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  /** Small print below the button. */
  footnote?: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

const BRAND = '#0b4f8a';
const INK = '#1c1917';
const font = 'Atkinson Hyperlegible, Verdana, Arial, sans-serif';

function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Refusing a ${parsed.protocol} link in an e-mail`);
  return parsed.toString();
}

/** The recipient's language: the document's `lang` and the words every mail shares. */
type Language = { locale: Locale; t: Translate };

function MailDocument({
  content,
  url,
  language,
}: {
  content: MailContent;
  url?: string;
  language: Language;
}) {
  const { t } = language;
  return (
    <html lang={language.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f5f3ef', fontFamily: font, color: INK }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{content.preview}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: '#f5f3ef' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 600,
                    backgroundColor: '#ffffff',
                    borderRadius: 12,
                    border: '1px solid #d6d3d1',
                  }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 28px', borderBottom: `4px solid ${BRAND}` }}>
                        <span style={{ fontSize: 26, fontWeight: 700, color: BRAND }}>CareConnect</span>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px', fontSize: 19, lineHeight: 1.6 }}>
                        <h1 style={{ fontSize: 28, lineHeight: 1.25, margin: '0 0 20px' }}>
                          {content.heading}
                        </h1>
                        {content.paragraphs.map((p, i) => (
                          <p key={i} style={{ margin: '0 0 16px' }}>
                            {p}
                          </p>
                        ))}
                        {content.details && (
                          <table
                            role="presentation"
                            cellPadding={0}
                            cellSpacing={0}
                            style={{ margin: '8px 0 20px', fontSize: 19 }}
                          >
                            <tbody>
                              {content.details.map(([label, value]) => (
                                <tr key={label}>
                                  <td
                                    style={{
                                      padding: '4px 16px 4px 0',
                                      fontWeight: 700,
                                      verticalAlign: 'top',
                                    }}
                                  >
                                    {label}
                                  </td>
                                  <td style={{ padding: '4px 0' }}>{value}</td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        )}
                        {content.action && url && (
                          <>
                            <p style={{ margin: '24px 0' }}>
                              <a
                                href={url}
                                style={{
                                  display: 'inline-block',
                                  backgroundColor: BRAND,
                                  color: '#ffffff',
                                  fontSize: 20,
                                  fontWeight: 700,
                                  textDecoration: 'none',
                                  padding: '16px 28px',
                                  borderRadius: 10,
                                }}
                              >
                                {content.action.label}
                              </a>
                            </p>
                            <p style={{ margin: '0 0 16px', fontSize: 16, color: '#44403c' }}>
                              {t('mail.document.buttonFallback')}
                              <br />
                              <a href={url} style={{ color: BRAND, wordBreak: 'break-all' }}>
                                {url}
                              </a>
                            </p>
                          </>
                        )}
                        {content.footnote && (
                          <p style={{ margin: '16px 0 0', fontSize: 16, color: '#44403c' }}>
                            {content.footnote}
                          </p>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '20px 28px',
                          borderTop: '1px solid #e7e5e4',
                          fontSize: 15,
                          color: '#57534e',
                        }}
                      >
                        {t('mail.document.footer')}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function toText(content: MailContent, url?: string): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.details) lines.push(...content.details.map(([label, value]) => `${label}: ${value}`), '');
  if (content.action && url) lines.push(`${content.action.label}:`, url, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push('—', 'CareConnect');
  return lines.join('\n');
}

export function renderMail(content: MailContent, language: Language): RenderedMail {
  const url = content.action ? safeUrl(content.action.url) : undefined;
  return {
    subject: content.subject,
    html: `<!doctype html>${renderToStaticMarkup(<MailDocument content={content} url={url} language={language} />)}`,
    text: toText(content, url),
  };
}
