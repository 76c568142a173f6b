import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The app's own styled components get server-stable class names (the package's come built).
  compiler: { styledComponents: true },
};

export default nextConfig;
