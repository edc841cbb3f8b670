import Foundation
import Testing

/// Folder options, the store lock and shard merging, as users hit them from a shell.
@Suite struct StoreSafetyTests {
    /// An unset variable (`--out "$DIR"`) or `/` would spread files over the file system:
    /// each is a usage error, exit 2, before anything is written.
    @Test("an empty or root folder option is a usage error and writes nothing", arguments: [
        ["render", "--out", ""], ["render", "--out", "/"], ["render", "--out", "//"], ["render", "--out", "/.."],
        ["verify", "--store", ""], ["verify", "--report", ""], ["verify", "--report", "/"],
        ["record", "--store", " "], ["prune", "--store", ""], ["merge", "--store", "/"],
        ["gallery", "--out", ""], ["gallery", "--store", "/"], ["docs", "--out", "/"], ["diff", "a.png", "b.png", "--out", ""],
    ])
    func emptyOrRootFolder(arguments: [String]) throws {
        let folder = try temporaryFolder("empty-folder")
        let result = try Darkroom.run(arguments, in: folder)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("is empty") || result.stderr.contains("is the root folder"), "\(result.stderr)")
        #expect(filesBelow(folder).isEmpty)
    }

    @Test("verify --store with a folder that does not exist is bad input (exit 2), not thousands of missing")
    func verifyMissingStore() throws {
        let folder = try temporaryFolder("verify-typo")
        let result = try Darkroom.run(["verify", "--store", "Snapshotz", "--quiet"] + smallSelection, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no snapshot store at Snapshotz"), "\(result.stderr)")
        #expect(!result.stdout.contains("missing"))
    }

    @Test("prune and merge of a store that does not exist are bad input (exit 2) and create nothing", arguments: ["prune", "merge"])
    func pruneMissingStore(command: String) throws {
        let folder = try temporaryFolder("prune-typo")
        let result = try Darkroom.run([command, "--store", "nowhere"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no snapshot store at nowhere"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"))
    }

    /// The lock is held here, by this test process, as another darkroom run would hold it.
    @Test("a second writer into a locked store fails fast naming the process that holds it")
    func storeLock() throws {
        let folder = try temporaryFolder("lock")
        try FileManager.default.createDirectory(atPath: folder + "/store", withIntermediateDirectories: true)
        let fd = open(folder + "/store/.darkroom.lock", O_RDWR | O_CREAT, 0o644)
        try #require(fd >= 0)
        try #require(flock(fd, LOCK_EX | LOCK_NB) == 0)
        _ = "\(getpid())\n".withCString { write(fd, $0, strlen($0)) }
        for command in [["render", "--out", "store"], ["record", "--store", "store"]] {
            let result = try Darkroom.run(command + ["--quiet"] + smallSelection, in: folder)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("another darkroom process (pid \(getpid())) is writing to store"), "\(result.stderr)")
        }
        #expect(filesBelow(folder + "/store") == [".darkroom.lock"], "nothing was written while locked")
        flock(fd, LOCK_UN)
        close(fd)
        let after = try Darkroom.run(["render", "--out", "store", "--quiet"] + smallSelection, in: folder)
        #expect(after.status == 0, "\(after.stderr)")
    }

    @Test("merge of an incomplete set of shards names the missing shard and merges nothing")
    func incompleteShards() throws {
        let folder = try temporaryFolder("shards-missing")
        for shard in ["1/3", "3/3"] {
            let result = try Darkroom.run(["render", "--out", "store", "--quiet", "--shard", shard] + smallSelection, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let merge = try Darkroom.run(["merge", "--store", "store"], in: folder)
        #expect(merge.status == 2)
        #expect(merge.stderr.contains("shard 2 of 3 is missing"), "\(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/store/manifest.json"))
        #expect(filesBelow(folder + "/store").filter { $0.hasPrefix("manifest.shard-") }.count == 2)
    }

    @Test("diff of a device or a folder fails at once with exit 2 naming it", arguments: ["/dev/zero", "/dev/urandom", "/tmp"])
    func diffRefusesNonFiles(path: String) throws {
        let folder = try temporaryFolder("diff-device")
        let result = try Darkroom.run(["diff", path, path], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path): cannot read file: not a regular file"), "\(result.stderr)")
    }
}
