// https://vike.dev/error-page
/** The not-found page. */
export default function Page() {
  return <p data-not-found="">404</p>;
}
