import { notesOf } from '../catalog/notes';
import { P } from '../permissions';

/** Notes on a customer (GET/POST only, spec §7): the staff who keep users write them. */
export default notesOf('support/users', { createAccess: P.USERS, v4: { list: 'Users: … notes GET/POST' } });
