/**
 * A sample picture drawn as an inline SVG: the demos' sample data needs
 * images, and the console must not fetch anything from a third party.
 */
export const placeholderImage = (label: string, hue: number): string => {
    const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
        `<rect width="320" height="200" fill="hsl(${hue},55%,42%)"/>` +
        `<circle cx="250" cy="60" r="28" fill="hsl(${hue},70%,75%)"/>` +
        `<path d="M0 200 L110 90 L190 170 L240 120 L320 200 Z" fill="hsl(${hue},45%,28%)"/>` +
        `<text x="16" y="34" font-family="sans-serif" font-size="20" fill="#fff">${label}</text></svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};
