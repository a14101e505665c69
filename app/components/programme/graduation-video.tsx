import { useEffect, useRef, useState } from "react";
import type { GraduationVideo as Video } from "~/content/programmes/types";
import { RefImage } from "~/components/ref-image";
import { useWords } from "~/i18n/use-frame";

/**
 * The graduation film with its caption (requirements §2.4). It fetches nothing
 * until the visitor presses play (the poster is the still image), so the
 * page pays no third-party cost at load. If the video then cannot load
 * (blocked, offline, unsupported) the still image takes its place
 * silently, as the home hero does (requirements §8 "Video failure").
 */
export function GraduationVideo({ video }: { video: Video }) {
  const { programme: words } = useWords();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  // Should the visitor press play before hydration, an error may already have fired.
  useEffect(() => {
    if (ref.current?.error) setFailed(true);
  }, []);
  return (
    <figure className="m-0" data-graduation-video={failed ? "still" : "video"}>
      {failed ? (
        <RefImage image={video.poster} className="aspect-video h-auto w-full rounded-lg bg-brand-50 object-cover" />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the film is published without a caption file; the figure caption below says what it shows
        <video
          ref={ref}
          controls
          playsInline
          preload="none"
          poster={video.poster.src}
          width={video.poster.width}
          height={video.poster.height}
          aria-label={video.poster.alt}
          onError={() => setFailed(true)}
          className="aspect-video h-auto w-full rounded-lg bg-brand-50 object-cover"
        >
          <source src={video.src} type="video/mp4" onError={() => setFailed(true)} />
          {words.videoUnsupported}
        </video>
      )}
      <figcaption className="mt-2 text-sm text-slate-700">{video.caption}</figcaption>
    </figure>
  );
}
