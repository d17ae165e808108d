import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArrowBackIcon, ChevronEndIcon, ChevronStartIcon, SearchIcon } from '.';

// issue 27: the Followers page's Back arrow pointed the wrong way in Hebrew (its caller forgot the class)
describe('directional icons', () => {
  it.each([
    ['ArrowBackIcon', ArrowBackIcon],
    ['ChevronStartIcon', ChevronStartIcon],
    ['ChevronEndIcon', ChevronEndIcon],
  ])('%s mirrors itself under dir="rtl" without help from its caller', (_name, Icon) => {
    expect(renderToStaticMarkup(<Icon />)).toContain('class="flip-rtl"');
    expect(renderToStaticMarkup(<Icon className="extra" />)).toContain('class="flip-rtl extra"');
  });

  it('leaves icons without a direction alone', () => {
    expect(renderToStaticMarkup(<SearchIcon className="extra" />)).toContain('class="extra"');
    expect(renderToStaticMarkup(<SearchIcon />)).not.toContain('class=');
  });
});
