// Exits 0 when something accepts a TCP connection on HOST PORT within 2 s, else 1.
import { connect } from 'node:net';

const [host = '127.0.0.1', port = '5432'] = process.argv.slice(2);
const socket = connect(Number(port), host);
socket.on('connect', () => process.exit(0));
socket.on('error', () => process.exit(1));
setTimeout(() => process.exit(1), 2000);
