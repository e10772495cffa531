// https://vike.dev/route-string
// One page renders every content file; +onBeforeRender looks the URL up and answers 404 when unknown.
export default '/*';
