/**
 * Reading a posted form. Strangers post JSON, text/plain and broken bodies to form actions,
 * and Request.formData() throws on each, which would answer 500; and a NUL byte in a name
 * or message made PostgreSQL refuse the lead, losing it. So a form is read here: a body that
 * is not a form is answered 415 or 400 with a sentence, and control characters are taken out
 * of every text value (line breaks and tabs stay, a message keeps its paragraphs).
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Control characters a shopper never types: C0 but tab, line feed and carriage return; DEL; C1. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** The text as a shopper meant it: control characters removed. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

function plainText(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** Whether a request's body says it is a form (urlencoded or multipart). */
export function isFormBody(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  return FORM_TYPES.includes(type);
}

/**
 * The posted form with clean text values, or a thrown Response: 415 for a body that is not a
 * form, 400 for a form that cannot be read.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormBody(request)) {
    throw plainText(415, "This address takes a form post (application/x-www-form-urlencoded or multipart/form-data).", {
      Accept: FORM_TYPES.join(", "),
    });
  }
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw plainText(400, "The form could not be read. Please reload the page and try again.");
  }
  const clean = new FormData();
  for (const [name, value] of posted) {
    clean.append(withoutControlCharacters(name), typeof value === "string" ? withoutControlCharacters(value) : value);
  }
  return clean;
}
