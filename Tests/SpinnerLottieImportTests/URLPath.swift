import Foundation

/// Files for the corpus tests, found from this source file's place in the package.
enum URLPath {
    /// The package directory (this file is Tests/SpinnerLottieImportTests/URLPath.swift).
    static let package: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The `.json` files anywhere under `directory`, sorted.
    static func jsonFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }
}
