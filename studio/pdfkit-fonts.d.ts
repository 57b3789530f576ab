/** A standard font's metrics, which pdfkit's browser build takes through registerStdFonts. */
declare module 'pdfkit/standard-fonts/Helvetica' {
  const metrics: unknown;
  export default metrics;
}
