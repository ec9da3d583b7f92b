import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPCUACertificateManager } from 'node-opcua-certificate-manager';
import { convertPEMtoDER, exploreCertificate, makeSHA1Thumbprint } from 'node-opcua-crypto';

/**
 * The agent's OPC UA application instance certificate. Signed and encrypted sessions need one;
 * the agent creates it (self-signed, 10 years) the first time it starts, in its data folder,
 * and keeps it, so a plant's administrator trusts it once. Its SHA-1 thumbprint, the figure OPC
 * UA servers list in their trust dialogs, goes to the cloud with the agent's status.
 */

export interface AgentCertificate {
  manager: OPCUACertificateManager;
  certificateFile: string;
  privateKeyFile: string;
  /** The URI in the certificate; a client must present the same one. */
  applicationUri: string;
  applicationName: string;
  /** SHA-1 of the DER certificate, upper-case hex, as UA servers show it. */
  thumbprint: string;
}

/** The PKI folder (own/, trusted/, rejected/ …) inside the agent's data folder. */
export function pkiFolder(dataDir: string): string {
  return path.join(dataDir, 'opcua-pki');
}

export async function loadAgentCertificate(
  dataDir: string,
  gatewayId: string,
): Promise<AgentCertificate> {
  const rootFolder = pkiFolder(dataDir);
  const manager = new OPCUACertificateManager({
    rootFolder,
    // A server presents its own certificate: accepting it on first contact is what an engineer
    // does when commissioning; it lands in trusted/ and can be removed from there.
    automaticallyAcceptUnknownCertificate: true,
  });
  await manager.initialize();
  const certificateFile = path.join(manager.rootDir, 'own', 'certs', 'client_certificate.pem');
  const applicationName = `LFSCADA gateway ${gatewayId}`;
  if (!fs.existsSync(certificateFile)) {
    const hostname = os.hostname();
    await manager.createSelfSignedCertificate({
      applicationUri: `urn:${hostname}:lfscada:gateway:${gatewayId}`,
      dns: [hostname],
      outputFile: certificateFile,
      subject: `/CN=${applicationName}/O=LFSCADA`,
      startDate: new Date(),
      validity: 365 * 10,
    });
  }
  const der = convertPEMtoDER(fs.readFileSync(certificateFile, 'utf8'));
  const uris =
    exploreCertificate(der).tbsCertificate.extensions?.subjectAltName?.uniformResourceIdentifier;
  const applicationUri = uris?.[0];
  if (!applicationUri) throw new Error(`${certificateFile} names no application URI`);
  return {
    manager,
    certificateFile,
    privateKeyFile: manager.privateKey,
    applicationUri,
    applicationName,
    thumbprint: makeSHA1Thumbprint(der).toString('hex').toUpperCase(),
  };
}
