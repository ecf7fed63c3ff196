import * as account from '../../src/contract/account';
import { addUser, IamRefusal, userInfo } from '../iam-model';
import { changeSecretKey } from '../model';
import { iamMock, requireAdmin } from './iam-mock';

export const accountHandlers = [
  // The change is signed with the current secret key, so a wrong one is refused before anything else; then MinIO
  // sets its own user's secret, and refuses root's.
  iamMock(account.accountChangePassword, ({ session, body }) => {
    const { accessKey, secretKey } = session.session;
    if (body.current_secret_key !== secretKey) {
      throw new IamRefusal(403, account.ACCOUNT_MESSAGES.wrongPassword);
    }
    addUser(accessKey);
    changeSecretKey(accessKey, body.new_secret_key);
  }),

  iamMock(account.changeUserPassword, ({ session, body }) => {
    requireAdmin(session.user, 'admin:CreateUser');
    changeSecretKey(userInfo(body.selectedUser).accessKey, body.newSecretKey);
  }),
];
