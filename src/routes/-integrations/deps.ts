import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'

/** The signed-in user (the signed-in layout renders its pages only once the profile is loaded). */
export function useSignedInUser() {
  const { auth } = useRouteContext({ from: '/_app' })
  return useSelector(auth, (state) => state.context.user)
}
