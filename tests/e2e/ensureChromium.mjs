// Browser tests drive Debian's Chromium. Install it when missing and running as root; otherwise
// say exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!root) {
        console.error(
            `Chromium is missing at ${path}. Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium`
        );
        process.exit(1);
    }
    console.log("Installing Debian's chromium for the browser tests …");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
    });
}
console.log(execSync(`${path} --version`).toString().trim());
