/** Ratings are out of five stars. */
export const STARS_OUT_OF = 5;

/**
 * A rating as that many filled stars (requirements §3), with its text
 * equivalent for assistive technology, `label` ("Rated 5 out of 5"), which
 * the page gives in its language.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="mt-4 flex items-center gap-0.5" data-rating={rating}>
      {Array.from({ length: rating }, (_, i) => i + 1).map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          className="text-accent-600"
          data-star=""
        >
          <path
            fill="currentColor"
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          />
        </svg>
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
