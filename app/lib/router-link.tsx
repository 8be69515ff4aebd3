import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

type RouterLinkProps = Omit<LinkProps, 'to'> & {
  href?: LinkProps['to'];
  to?: LinkProps['to'];
  ref?: Ref<HTMLAnchorElement>;
};

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Lets MUI's `href` props (Button, Link, MenuItem…) navigate inside the SPA. External addresses
 * (https:, mailto:, tel:) and links to server-handled paths stay plain anchors.
 */
export function RouterLink({ href, to, ref, ...rest }: RouterLinkProps) {
  const target = to ?? href ?? '/';
  if (typeof target === 'string' && (EXTERNAL.test(target) || target.startsWith('/api/'))) {
    return <a ref={ref} href={target} {...rest} />;
  }
  return <Link ref={ref} to={target} {...rest} />;
}
