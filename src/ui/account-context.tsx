/** The loaded account area, for the screens behind the session root. */
import { createContext, useContext } from 'react';
import type { AccountArea } from '../application/shell/account-area.ts';

const AccountContext = createContext<AccountArea | null>(null);

/** Provides the account area to the screens of the signed-in and authentication routes. */
export const AccountProvider = AccountContext.Provider;

/** The account area; a screen outside the session root is a bug. */
export function useAccountArea(): AccountArea {
  const area = useContext(AccountContext);
  if (!area) throw new Error('useAccountArea() outside the session root');
  return area;
}
