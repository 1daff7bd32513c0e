export const PLACEHOLDER_IMAGE = "/placeholder-property.svg";

/**
 * A stored picture with its renditions: explicit width and height (nothing shifts while it loads), srcset and
 * sizes when renditions exist, lazy below the fold, and the placeholder if the file cannot be loaded.
 */
export function ResponsiveImage(props: {
  image: { url: string; srcSet: string | null; width: number; height: number };
  sizes: string;
  alt: string;
  eager: boolean;
  className?: string;
}) {
  const { image } = props;
  return (
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
          img.srcset = "";
          img.src = PLACEHOLDER_IMAGE;
        }
      }}
    />
  );
}
