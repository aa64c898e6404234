// What the numbers were measured on, printed above the table and copied into the README with it.
import os from 'node:os';

export async function machineFacts(sql) {
  const postgres = (await sql.query('SHOW server_version')).rows[0].server_version;
  const [load1] = os.loadavg();
  return [
    `cpu: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'})`,
    `memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GB`,
    `node: ${process.version}, postgres: ${postgres}, ${os.type()} ${os.release()}`,
    `load average at start: ${load1.toFixed(1)}`,
  ];
}
