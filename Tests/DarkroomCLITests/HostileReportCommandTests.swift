import Foundation
import Testing

/// Issue 20: a downloaded report that lies, met by `approve` and `merge --reports`.
@Suite struct HostileReportCommandTests {
    @Test("approve and merge refuse a report whose actual.layout.txt links to a private key; nothing is copied")
    func symlinkedSidecar() throws {
        let folder = try failingReport("hostile-link")
        let sidecar = try firstFailure(folder)["actualSidecar"] as! String
        try "-----BEGIN OPENSSH PRIVATE KEY-----\n".write(toFile: folder + "/id_ed25519", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/report/" + sidecar)
        try FileManager.default.createSymbolicLink(atPath: folder + "/report/" + sidecar, withDestinationPath: folder + "/id_ed25519")
        let approve = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens"], in: folder)
        #expect(approve.status == 2)
        #expect(approve.stderr.contains("report/" + sidecar) && approve.stderr.contains("symbolic link"), "\(approve.stderr)")
        let merge = try Darkroom.run(["merge", "--reports", "report", "--into", "review", "--store", "store"], in: folder)
        #expect(merge.status == 2 && merge.stderr.contains("symbolic link"), "\(merge.stderr)")
        let copied = (filesBelow(folder + "/store") + filesBelow(folder + "/review")).filter {
            ((try? String(contentsOfFile: folder + "/store/" + $0, encoding: .utf8)) ?? "").contains("PRIVATE KEY")
        }
        #expect(copied.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/review/index.html"))
    }

    @Test("gallery --report refuses a report image that is a symbolic link; the site gets no copy of what it points at")
    func symlinkedGalleryImage() throws {
        let folder = try failingReport("hostile-gallery-link")
        let actual = try firstFailure(folder)["actual"] as! String
        try "-----BEGIN OPENSSH PRIVATE KEY-----\n".write(toFile: folder + "/id_ed25519", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/report/" + actual)
        try FileManager.default.createSymbolicLink(atPath: folder + "/report/" + actual, withDestinationPath: folder + "/id_ed25519")
        let gallery = try Darkroom.run(["gallery", "--store", "store", "--report", "report", "--out", "site"], in: folder)
        #expect(gallery.status == 2, "\(gallery.stdout)")
        #expect(gallery.stderr.contains("report/" + actual) && gallery.stderr.contains("symbolic link"), "\(gallery.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/site/report/" + actual))
    }
}
