// Loaded only when someone opens the full-screen viewer, so listing pages do not pay for it up front.
import Lightbox from "yet-another-react-lightbox";
import Video from "yet-another-react-lightbox/plugins/video";
import { type GalleryItem, isVideo } from "./gallery-logic.ts";

export default function GalleryLightbox(props: {
  items: GalleryItem[];
  index: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}) {
  const slides = props.items.map((item) =>
    isVideo(item)
      ? {
          type: "video" as const,
          width: item.width,
          height: item.height,
          sources: [{ src: item.url, type: "video/mp4" }],
        }
      : { src: item.url, alt: item.alt ?? "", width: item.width, height: item.height },
  );
  return (
    <Lightbox
      open
      close={props.onClose}
      index={props.index}
      slides={slides}
      plugins={[Video]}
      carousel={{ finite: false }}
      on={{ view: ({ index }) => props.onIndexChange(index) }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
