/** Prints an ADMIN_PASSWORD_HASH for the password given on stdin (never as an argument: shell history). */
import { hashPassword } from './password.ts';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const password = input.replace(/\r?\n$/, '');
  if (password.length < 12) {
    console.error('La contraseña debe tener al menos 12 caracteres.');
    process.exit(1);
  }
  console.log(hashPassword(password));
});
