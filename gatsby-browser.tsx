import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/layout/wrapPage';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;
