/** URL slugs for cars, makes and models: "Škoda Kodiaq" → "skoda-kodiaq", "Dealer's" → "dealers". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['"]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
