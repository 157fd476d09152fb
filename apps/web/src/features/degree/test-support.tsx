import { useLocation } from 'react-router';

/** Where the page sent the user (the shell opens it as a tab). */
export function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/** A small PDF as a browser's file chooser hands it over (the server checks the `%PDF-` bytes). */
export function pdfFile(name: string): File {
  return new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], name, {
    type: 'application/pdf',
  });
}
