import { preset } from '../jest.preset.js';

const base = preset({ dom: true });

export default { ...base, setupFiles: [...base.setupFiles, '<rootDir>/../libs/web-kit/jest.dom-setup.js'] };
