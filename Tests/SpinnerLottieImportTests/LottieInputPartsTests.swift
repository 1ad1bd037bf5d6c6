import Testing
import SpinnerJSON
import SpinnerLottieImport

/// What the command line reads of a Lottie file beside the composition: markers, image assets,
/// the feature list `check` prints, and a dotLottie manifest.
@Suite struct LottieInputPartsTests {
    static func json(_ text: String) throws -> JSONValue { try JSONReader.read(Array(text.utf8)) }

    @Test func markersKeepTheirSpans() throws {
        let doc = try Self.json(#"{"markers":[{"cm":"in","tm":5,"dr":10},{"tm":20},{"cm":"back","tm":30,"dr":-10}]}"#)
        #expect(try LottieMarker.read(doc) == [
            LottieMarker(name: "in", startFrame: 5, durationFrames: 10), LottieMarker(name: "", startFrame: 20, durationFrames: 0),
            LottieMarker(name: "back", startFrame: 30, durationFrames: -10),
        ])
        #expect(try LottieMarker.read(Self.json("{}")).isEmpty)
        #expect(throws: LottieImportError(.missing, at: JSONPath([.key("markers"), .index(0), .key("tm")]))) {
            try LottieMarker.read(Self.json(#"{"markers":[{"cm":"x"}]}"#))
        }
    }

    @Test func imageAssetsSayWhereTheirPixelsAre() throws {
        let doc = try Self.json(#"{"assets":[{"id":"a","w":2,"h":3,"u":"images/","p":"a.png"},{"id":"b","p":"data:image/png;base64,AAAA","e":1},{"id":"c","layers":[]}]}"#)
        let assets = try LottieImageAsset.read(doc)
        #expect(assets.map(\.id) == ["a", "b"])
        #expect(assets[0].source == .file(folder: "images/", name: "a.png") && assets[0].width == 2 && assets[0].height == 3)
        #expect(assets[1].source == .embedded(mediaType: "image/png", base64: "AAAA"))
        #expect(throws: LottieImportError.self) { try LottieImageAsset.read(Self.json(#"{"assets":[{"id":"b","p":"data:image/png,AAAA"}]}"#)) }
    }

    @Test func theFeatureListCountsWhatTheFileUses() throws {
        let doc = try Self.json(#"{"layers":[{"ty":4,"parent":2,"shapes":[{"ty":"gr","it":[{"ty":"el"},{"ty":"fl"},{"ty":"tr"}]}],"ks":{"o":{"a":1,"k":[]},"p":{"a":0,"k":[0,0],"x":"wiggle(1,1)"}}},{"ty":3,"ind":2,"ef":[{}]}]}"#)
        #expect(LottieFeatureList(doc).description
                == "shape layers 1, parenting 1, groups 1, ellipses 1, fills 1, null layers 1, effects 1, animated properties 1, expressions 1")
        #expect(LottieFeatureList(.number(1)).counts.isEmpty)
        // Drop shadows (effect ty 25, style ty 1) are counted apart from other effects and styles.
        let shadows = try Self.json(#"{"layers":[{"ty":3,"ef":[{"ty":25},{"ty":5}],"sy":[{"ty":1},{"ty":2}]}]}"#)
        #expect(LottieFeatureList(shadows).description == "null layers 1, drop shadows 2, effects 1, layer styles 1")
    }

    @Test func aManifestListsItsAnimations() throws {
        #expect(try DotLottieManifest.read(Array(#"{"version":"1","animations":[{"id":"a"},{"id":"b"}]}"#.utf8)).animationIDs == ["a", "b"])
        #expect(throws: LottieImportError.self) { try DotLottieManifest.read(Array(#"{"animations":[]}"#.utf8)) }
        #expect(throws: LottieImportError.self) { try DotLottieManifest.read(Array(#"{"animations":[{"id":1}]}"#.utf8)) }
        #expect(DotLottieManifest.animationEntries("x") == ["animations/x.json", "a/x.json"])
    }
}
