// locales/en.json?staff in jest: the same part the webpack loader cuts (jest.config.js maps the import here).
import messages from '../../../../locales/en.json';
import { partOf } from '../../../../scripts/message-parts.cjs';

export default partOf(messages, 'staff');
