import Testing
import SpinnerLottieImport

/// Every file of the shared corpus (`../shared/lottie`, beside the package as in CI) reads
/// without an error: real exporters' files are what the reader must accept.
struct LottieCorpusReadTests {
    static let corpus = URLPath.package + "/../shared/lottie"

    @Test func everyCorpusFileReads() throws {
        let files = URLPath.jsonFiles(under: Self.corpus).filter { !$0.hasSuffix("-meta.json") }
        try #require(files.count > 50, "the corpus at \(Self.corpus)")
        var failures: [String] = []
        for file in files {
            guard let bytes = URLPath.bytes(file) else { failures.append("\(file): unreadable"); continue }
            do { _ = try LottieComposition.read(bytes) } catch { failures.append("\(file): \(error)") }
        }
        #expect(failures == [])
    }
}
