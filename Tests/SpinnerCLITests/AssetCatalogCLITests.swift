import Foundation
import Testing
import SpinnerEncode

/// Outputs into an Xcode asset catalogue (issue 28, item 7): image sets and data sets get the
/// `Contents.json` Xcode writes, and the catalogue its own; iOS's 1x file has no suffix.
@Suite struct AssetCatalogCLITests {
    static let info = """
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    """

    /// Every file under `dir`, as paths relative to it, sorted.
    static func files(_ dir: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []
        return all.filter { var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path, isDirectory: &isDir) && !isDir.boolValue
        }.sorted()
    }

    static func text(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func iosScalesIntoAnImageSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--scale", "ios", "--time", "0.5", "--size", "20", "-q",
                                   "-o", "Assets.xcassets/Spinners/spinner.imageset/s.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.files(dir) == [
            "Assets.xcassets/Contents.json", "Assets.xcassets/Spinners/Contents.json",
            "Assets.xcassets/Spinners/spinner.imageset/Contents.json", "Assets.xcassets/Spinners/spinner.imageset/s.png",
            "Assets.xcassets/Spinners/spinner.imageset/s@2x.png", "Assets.xcassets/Spinners/spinner.imageset/s@3x.png",
        ])
        // UIKit's names and sizes: 1x without a suffix, 20, 40, 60 px.
        for (name, px) in [("s.png", 20), ("s@2x.png", 40), ("s@3x.png", 60)] {
            let png = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("Assets.xcassets/Spinners/spinner.imageset/" + name).path)
            #expect(png.width == px && png.height == px, "\(name)")
        }
        #expect(try Self.text(dir, "Assets.xcassets/Spinners/spinner.imageset/Contents.json") == """
        {
          "images" : [
            {
              "filename" : "s.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "s@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "s@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
        \(Self.info)
        }

        """)
        let empty = "{\n\(Self.info)\n}\n"
        #expect(try Self.text(dir, "Assets.xcassets/Contents.json") == empty)
        #expect(try Self.text(dir, "Assets.xcassets/Spinners/Contents.json") == empty)
    }

    /// One scale at a time fills its slot and keeps the others' (and other idioms') as they were;
    /// the catalogue's own Contents.json, already there, is left alone.
    @Test func oneScaleAtATimeKeepsTheOtherSlots() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = dir.appendingPathComponent("A.xcassets/s.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let mine = Data("{\"info\":{\"author\":\"me\",\"version\":1}}".utf8)
        try mine.write(to: dir.appendingPathComponent("A.xcassets/Contents.json"))
        try Data(#"{"images":[{"idiom":"universal","scale":"3x","filename":"old3.png"},{"idiom":"iphone","scale":"2x","filename":"p.png"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let r = try CLIRunner.run(["material", "--scale", "2", "--time", "0", "--size", "20", "-q", "-o", "A.xcassets/s.imageset/s@2x.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: set.appendingPathComponent("Contents.json"))) as? [String: Any])
        let images = try #require(json["images"] as? [[String: String]])
        #expect(images == [["idiom": "universal", "scale": "1x"], ["idiom": "universal", "scale": "2x", "filename": "s@2x.png"],
                           ["idiom": "universal", "scale": "3x", "filename": "old3.png"], ["idiom": "iphone", "scale": "2x", "filename": "p.png"]])
        #expect(try Data(contentsOf: dir.appendingPathComponent("A.xcassets/Contents.json")) == mine)
    }

    @Test func anAnimationIntoADataSet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, uti) in [("spinner.gif", "com.compuserve.gif"), ("spinner.webp", "org.webmproject.webp"), ("spinner.apng", "public.png")] {
            let r = try CLIRunner.run(["material", "--frames", "0-2", "--size", "20", "--scale", "1", "-q",
                                       "-o", "Assets.xcassets/spinner.dataset/" + file], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            // The set lists the one file this render wrote: an earlier file of another name is replaced.
            #expect(try Self.text(dir, "Assets.xcassets/spinner.dataset/Contents.json") == """
            {
              "data" : [
                {
                  "filename" : "\(file)",
                  "idiom" : "universal",
                  "universal-type-identifier" : "\(uti)"
                }
              ],
            \(Self.info)
            }

            """)
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Assets.xcassets/Contents.json").path))
    }

    /// A batch whose jobs each fill one slot of a set, three at once: every slot is listed.
    @Test func aBatchFillsTheSlotsJobByJob() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("""
        {"spinnergen-batch": 1, "matrix": {"scale": [1, 2, 3]},
         "jobs": [{"preset": "material", "options": {"size": 20, "time": 0.5}, "outputs": ["A.xcassets/s.imageset/s@{scale}x.png"]}]}
        """.utf8).write(to: dir.appendingPathComponent("p.json"))
        let r = try CLIRunner.run(["batch", "p.json", "--jobs", "3", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("A.xcassets/s.imageset/Contents.json"))) as? [String: Any])
        #expect(json["images"] as? [[String: String]] == [1, 2, 3].map { ["filename": "s@\($0)x.png", "idiom": "universal", "scale": "\($0)x"] })
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("A.xcassets/Contents.json").path))
    }

    /// A set's Contents.json that cannot be read is refused before anything renders.
    @Test func anUnreadableContentsFileIsRefusedBeforeRendering() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = dir.appendingPathComponent("A.xcassets/s.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{\"images\": 5".utf8).write(to: set.appendingPathComponent("Contents.json"))
        let r = try CLIRunner.run(["material", "--scale", "ios", "--time", "0", "--size", "20", "-o", "A.xcassets/s.imageset/s.png"], in: dir)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr == "spinnergen: error: 'A.xcassets/s.imageset/Contents.json' is not an asset catalogue Contents.json that spinnergen can update (fix or remove it; spinnergen writes a new one)\n")
        #expect(Self.files(dir) == ["A.xcassets/s.imageset/Contents.json"])
    }
}
