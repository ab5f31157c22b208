import { PublicLayout } from '../site/components/PublicLayout.tsx';

/** The public site (spec section 2): prerendered pages under one header and footer. */
export default PublicLayout;
