/**
 * What /images answers for a picture that does not exist (search-journey and vehicle-page
 * §8: "Missing image: an image-not-found picture"). A browser shows an image's body whatever
 * its status, so a card or a gallery whose photo has gone shows this panel instead of the
 * broken-image icon, with or without JavaScript. 4:3, the cards' and the gallery's shape; its
 * own neutral colours, as an image file has no theme.
 */
export const NOT_FOUND_PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="Image not found">
<rect width="640" height="480" fill="#eef0f2"/>
<g fill="none" stroke="#8a9199" stroke-width="8" stroke-linejoin="round">
<rect x="256" y="156" width="128" height="96" rx="8"/>
<path d="M264 240l36-40 28 28 20-18 28 30"/>
</g>
<circle cx="352" cy="184" r="10" fill="#8a9199"/>
<text x="320" y="312" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" font-size="28" fill="#4a5058">Image not found</text>
</svg>
`;
