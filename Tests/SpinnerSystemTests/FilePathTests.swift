import Testing
import SpinnerSystem

/// Paths as plain text, including the one-character cases Foundation's path methods trap on.
@Suite struct FilePathTests {
    @Test func splitsAndJoins() {
        #expect(FilePath.split("a") == ("", "a"))
        #expect(FilePath.split("/a") == ("/", "a"))
        #expect(FilePath.split("d/e/f.png") == ("d/e", "f.png"))
        #expect(FilePath.join("", "f.png") == "f.png")
        #expect(FilePath.join("d/", "f.png") == "d/f.png")
        #expect(FilePath.join("d", "f.png") == "d/f.png")
        #expect(FilePath.directory(of: "a") == ".")
        #expect(FilePath.extension(of: "d.x/F.PNG") == "png")
        #expect(FilePath.extension(of: ".hidden") == "")
    }

    @Test func normalisesAsText() {
        #expect(FilePath.normalized("a/./b//c/../d") == "a/b/d")
        #expect(FilePath.normalized("../a/..") == "..")
        #expect(FilePath.normalized("a/..") == ".")
        #expect(FilePath.normalized("/../x/") == "/x")
        #expect(FilePath.normalized("/") == "/")
    }

    /// What a manifest records: the render's folder as seen from the manifest's folder.
    @Test func relativePathsBetweenFolders() {
        #expect(FilePath.relative(from: "/p/out", to: "/p") == "..")
        #expect(FilePath.relative(from: "/p", to: "/p") == ".")
        #expect(FilePath.relative(from: "/p/a/b", to: "/p/j3") == "../../j3")
        #expect(FilePath.relative(from: "/", to: "/p/q") == "p/q")
        #expect(FilePath.relative(from: "/p/x/", to: "/p/./y/../z") == "../z")
        #expect(FilePath.absolute("../j3/s.json", in: "/p/run") == "/p/j3/s.json")
        #expect(FilePath.absolute("/abs/s.json", in: "/p/run") == "/abs/s.json")
    }
}
