import Foundation

/// Every regular file under `root`, as paths relative to it, sorted.
func allFiles(under root: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
            files.append(path)
        }
    }
    return files.sorted()
}

func text(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
}
