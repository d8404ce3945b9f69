/// Common short forms and nicknames of given names that are not prefixes of the full name
/// (`Tom` is `Thomas`, `Bill` is `William`), so a duplicate written with the short form is
/// still seen as the same person. A word may belong to several families (`Chris`, `Alex`).
///
/// The list is deliberately short: it covers the forms address books meet most often in
/// English, German, French, Spanish, Italian and Russian (romanised) names. Short forms that
/// are prefixes of the full name (`Alex` / `Alexander`) match without an entry.
enum GivenNameVariants {
  private static let families: [[String]] = [
    ["thomas", "tom", "tommy", "thom"], ["william", "bill", "billy", "will", "willy", "liam"],
    ["robert", "bob", "bobby", "rob", "robbie", "bert"], ["richard", "rick", "ricky", "dick", "rich"],
    ["james", "jim", "jimmy", "jamie"], ["john", "jack", "johnny", "jon", "hans", "johann", "johannes"],
    ["jonathan", "jon", "jonny"], ["michael", "mike", "mikey", "mick", "micha"],
    ["christopher", "chris", "kit", "topher"], ["christian", "chris"], ["christine", "christina", "chris", "tina"],
    ["katherine", "catherine", "kathryn", "katharina", "kate", "katie", "kathy", "cathy", "kat", "katja", "katya"],
    ["elizabeth", "elisabeth", "liz", "lizzie", "beth", "betty", "eliza", "lisa", "libby", "elise", "sissi"],
    ["margaret", "maggie", "meg", "peggy", "marge", "greta", "gretchen", "margarete"],
    ["alexander", "alex", "sasha", "xander", "sandy", "aleksandr", "alejandro", "alessandro", "sascha"],
    ["alexandra", "alex", "sasha", "sandra", "sandy"], ["andrew", "andy", "drew", "andreas", "andrea"],
    ["anthony", "antony", "tony", "antonio", "toni", "anton"], ["joseph", "joe", "joey", "josef", "sepp", "giuseppe", "beppe", "jose", "pepe"],
    ["josephine", "jo", "josie"], ["daniel", "dan", "danny"], ["david", "dave", "davy"],
    ["edward", "ed", "eddie", "ted", "ned"], ["benjamin", "ben", "benny"], ["samuel", "sam", "sammy"],
    ["samantha", "sam"], ["nicholas", "nick", "nicky", "nikolaus", "klaus", "nicolas"], ["matthew", "matt", "matthias"],
    ["patrick", "pat", "paddy"], ["patricia", "pat", "patty", "trish"], ["stephen", "steven", "steve", "stevie", "stefan", "stephan"],
    ["timothy", "tim", "timmy"], ["peter", "pete"], ["charles", "charlie", "chuck", "chas", "karl", "carl"],
    ["frederick", "friedrich", "fred", "freddie", "fritz"], ["henry", "hank", "harry", "heinrich", "heinz"],
    ["harold", "harry", "hal"], ["lawrence", "laurence", "larry"], ["leonard", "leo", "len", "lenny"],
    ["gregory", "greg"], ["jeffrey", "geoffrey", "jeff", "geoff"], ["kenneth", "ken", "kenny"],
    ["ronald", "ron", "ronnie"], ["donald", "don", "donnie"], ["douglas", "doug"], ["gerald", "gerry", "jerry"],
    ["jennifer", "jenny", "jen"], ["jessica", "jess", "jessie"], ["rebecca", "becky", "becca"],
    ["susan", "sue", "susie", "suzanne", "susanne"], ["deborah", "debbie", "deb"], ["barbara", "barb", "babs"],
    ["dorothy", "dot", "dottie"], ["victoria", "vicky", "tori"], ["abigail", "abby"], ["pamela", "pam"],
    ["cynthia", "cindy"], ["judith", "judy"], ["teresa", "theresa", "terry", "tess"], ["zachary", "zach", "zack"],
    ["nathaniel", "nathan", "nate"], ["vincent", "vince", "vinny"], ["raymond", "ray"], ["walter", "walt"],
    ["albert", "al", "bert"], ["alfred", "alf", "fred"], ["eugene", "gene"], ["francis", "frank", "fran"],
    ["franklin", "frank"], ["francesco", "franco", "cesco"], ["francisco", "paco", "pancho"], ["isabella", "isabel", "bella", "izzy"],
    ["wolfgang", "wolf"], ["manuel", "manolo"], ["dolores", "lola"], ["guillermo", "memo"],
    ["ignacio", "nacho"], ["enrique", "kike"], ["maximilian", "max"], ["konstantin", "kostya"],
    ["mikhail", "misha"], ["ivan", "vanya"], ["dmitry", "dmitri", "dima"], ["vladimir", "vova", "volodya"],
    ["ekaterina", "katya"], ["natalia", "nataliya", "natasha"], ["anastasia", "nastya"], ["evgeny", "zhenya"],
  ]

  private static let index: [String: [Int]] = {
    var index: [String: [Int]] = [:]
    for (i, family) in families.enumerated() {
      for name in family { index[name, default: []].append(i) }
    }
    return index
  }()

  /// True when two lower-case words are forms of one given name.
  static func areVariants(_ a: String, _ b: String) -> Bool {
    guard let x = index[a], let y = index[b] else { return false }
    return x.contains { y.contains($0) }
  }
}
