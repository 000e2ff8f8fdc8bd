import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

// Messages zod writes itself (wrong shapes, bad enums) come out in Portuguese too, on the server and in the browser.
// Only this one locale is imported, so the web bundle carries no other language.
z.config(pt());
