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
}
