/** A picture as a list shows it: a small thumbnail that opens it at full size, to judge it. */
export function ImageThumb({ url, alt }: { url: string; alt: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="resource-image" src={url} alt={alt} loading="lazy" />
    </a>
  );
}
