// locales/ar.json?staff in jest: the same part the webpack loader cuts (jest.config.js maps the import here).
import messages from '../../../../locales/ar.json';
import { partOf } from '../../../../scripts/message-parts.cjs';

export default partOf(messages, 'staff');
