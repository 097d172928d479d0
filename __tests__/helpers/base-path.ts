import { configuredBasePath } from '../../gatsby/config/base-path';

/** The base path the tests' build is made and served under (`/react-native-paper`). */
export const BASE = configuredBasePath();
