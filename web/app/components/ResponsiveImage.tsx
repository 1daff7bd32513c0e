export const PLACEHOLDER_IMAGE = "/placeholder-property.svg";

/**
 * A stored picture with its renditions: explicit width and height (nothing shifts while it loads), srcset and
 * sizes when renditions exist (AVIF first for browsers that read it, WebP otherwise), lazy below the fold, and
 * the placeholder if the file cannot be loaded.
 */
export function ResponsiveImage(props: {
  image: { url: string; srcSet: string | null; avifSrcSet?: string | null; width: number; height: number };
  sizes: string;
  alt: string;
  eager: boolean;
  className?: string;
}) {
  const { image } = props;
  const img = (
    <img
      className={props.className}
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? props.sizes : undefined}
      width={image.width}
      height={image.height}
      alt={props.alt}
      loading={props.eager ? "eager" : "lazy"}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) {
          for (const source of img.parentElement?.querySelectorAll("source") ?? []) source.remove();
          img.srcset = "";
          img.src = PLACEHOLDER_IMAGE;
        }
      }}
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={props.sizes} />
      {img}
    </picture>
  );
}
