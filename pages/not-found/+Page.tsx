// Never rendered: +data always hands over to the not-found screen (pages/_error).
export default function NotFoundRoute() {
  return null
}
