import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAIL_IMAGE_SIZES, imageSrcSet } from '@domain/media/srcset';
import type { RecipeImage } from '@domain/recipe/types';
import { ChevronEndIcon, ChevronStartIcon, ImageIcon } from '@/components/icons';

/**
 * The recipe's images with thumbnails (spec 000 §2): the chosen one large (detail size), the thumbnails as tabs.
 * Keyboard: Tab reaches the current thumbnail, the arrow keys (mirrored in right-to-left), Home and End move
 * between them; the previous/next buttons do the same for the mouse.
 */
export function Gallery({ images, title }: { images: readonly RecipeImage[]; title: string }) {
  const { t, i18n } = useTranslation('recipes');
  const [index, setIndex] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = useId();
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className="recipe-gallery recipe-gallery--empty" data-testid="recipe-gallery">
        <ImageIcon size={56} />
        <span className="visually-hidden">{t('detail.noImages')}</span>
      </div>
    );
  }

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) tabs.current[wrapped]?.focus();
  };

  const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) show(index + 1, true);
    else if (event.key === backward) show(index - 1, true);
    else if (event.key === 'Home') show(0, true);
    else if (event.key === 'End') show(count - 1, true);
    else return;
    event.preventDefault();
  };

  const alt = (n: number) => t('detail.imageAlt', { title, n: n + 1, count });

  return (
    <div className="recipe-gallery" data-testid="recipe-gallery">
      <div className="recipe-gallery__stage" id={panelId} role={count > 1 ? 'tabpanel' : undefined}>
        {/* The page's largest paint: fetched first, in the file for the screen (the same srcset and sizes as the
            preload hint the recipe page's HTML carries, functions/src/seo/headTags.ts), its box reserved by the
            stage's aspect ratio. */}
        <img
          className="recipe-gallery__image"
          src={current.sizes?.detail || current.url}
          srcSet={imageSrcSet(current.sizes)}
          sizes={DETAIL_IMAGE_SIZES}
          alt={alt(index)}
          width={800}
          height={600}
          fetchPriority="high"
          decoding="async"
          data-testid="recipe-gallery-image"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="disc recipe-gallery__nav recipe-gallery__nav--previous"
              onClick={() => show(index - 1)}
              aria-label={t('detail.previousImage')}
            >
              <ChevronStartIcon />
            </button>
            <button
              type="button"
              className="disc recipe-gallery__nav recipe-gallery__nav--next"
              onClick={() => show(index + 1)}
              aria-label={t('detail.nextImage')}
            >
              <ChevronEndIcon />
            </button>
            <span className="recipe-gallery__count" aria-hidden="true">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div
          className="recipe-gallery__thumbs"
          role="tablist"
          aria-label={t('detail.images')}
          onKeyDown={onKeyDown}
        >
          {images.map((image, n) => (
            <button
              key={image.publicId || image.url}
              ref={(element) => {
                tabs.current[n] = element;
              }}
              type="button"
              role="tab"
              className="recipe-gallery__thumb"
              aria-selected={n === index}
              aria-controls={panelId}
              tabIndex={n === index ? 0 : -1}
              onClick={() => show(n)}
              data-testid="recipe-gallery-thumb"
            >
              <img
                src={image.sizes?.thumbnail || image.url}
                alt={alt(n)}
                width={72}
                height={72}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
