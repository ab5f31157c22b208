// Placeholder while the page is being built in this change; replaced before commit.
export default function Page() {
  return null;
}
