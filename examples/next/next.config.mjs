// Next.js configuration of the Portico example. Nothing in it reaches off the machine:
// telemetry is off in the scripts (NEXT_TELEMETRY_DISABLED=1), no font is downloaded, and the
// Portico packages come from the workspace's built dist (`npm run build`).
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The repository runs ESLint and tsc itself (npm test).
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
