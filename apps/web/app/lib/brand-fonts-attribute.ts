/** The attribute on <html> that app.css's font stacks follow: "brand" names the brand fonts. */
export const brandFontsAttribute = 'data-fonts';
