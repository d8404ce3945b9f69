"""Name cultures: given and family names, how they are ordered, where such people live, and the
words they use for labels. Non-Latin names carry a romanization (for e-mail addresses) and, for
Chinese and Japanese, the phonetic reading a phone stores for sorting."""


class Culture:
    __slots__ = ("code", "weight", "cjk", "given_m", "given_f", "family_m", "family_f", "roman",
                 "phonetic", "phonetic_rate", "countries", "us_share", "mobile_words",
                 "custom_labels", "prefixes", "suffixes", "middle_rate")

    def __init__(self, code, weight, given_m, given_f, family, countries, us_share,
                 mobile_words=(), custom_labels=(), cjk=False, family_f=None, roman=None,
                 phonetic=None, phonetic_rate=0.0, prefixes=(), suffixes=(), middle_rate=0.0):
        self.code = code
        self.weight = weight
        self.cjk = cjk                      # family name first, no space
        self.given_m = _words(given_m)
        self.given_f = _words(given_f)
        self.family_m = _words(family)
        self.family_f = _words(family_f) if family_f else self.family_m
        self.roman = roman or {}
        self.phonetic = phonetic or {}
        self.phonetic_rate = phonetic_rate
        self.countries = countries          # [(weight, country code)] when not living in the US
        self.us_share = us_share            # share living in the book owner's country (US)
        self.mobile_words = list(mobile_words)
        self.custom_labels = list(custom_labels)
        self.prefixes = list(prefixes)
        self.suffixes = list(suffixes)
        self.middle_rate = middle_rate


def _words(names):
    """A space-separated list ('_' stands for a space inside a name), or a list as is."""
    if isinstance(names, str):
        return [w.replace("_", " ") for w in names.split()]
    return list(names)


def _pairs(text):
    """'native:roman native:roman' -> (natives, {native: roman})."""
    natives, roman = [], {}
    for item in text.split():
        native, latin = item.split(":")
        native = native.replace("_", " ")
        natives.append(native)
        roman[native] = latin
    return natives, roman


def _merged(*maps):
    out = {}
    for m in maps:
        out.update(m)
    return out


def _triples(text):
    """'native:kana:roman …' -> (natives, {native: roman}, {native: kana})."""
    natives, roman, kana = [], {}, {}
    for item in text.split():
        native, reading, latin = item.split(":")
        natives.append(native)
        roman[native] = latin
        kana[native] = reading
    return natives, roman, kana


def _build():
    out = []
    out.append(Culture(
        "en", 300,
        "James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel "
        "Matthew Anthony Mark Steven Paul Andrew Joshua Kevin Brian George Timothy Ryan Jason "
        "Justin Brandon Eric Jacob Nicholas Tyler Aaron Sean Patrick Liam Noah Ethan",
        "Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa "
        "Betty Margaret Sandra Ashley Emily Donna Michelle Amanda Melissa Deborah Stephanie "
        "Rebecca Laura Sharon Cynthia Kathleen Amy Angela Emma Olivia Ava Sophia Chloe Zoe",
        "Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore "
        "Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King "
        "Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips "
        "Campbell Parker Evans Edwards Collins Stewart Murphy Cook Rogers O'Brien O'Connor "
        "McDonald MacLeod Fitzgerald Van_Buren St._James",
        [(60, "GB"), (20, "CA"), (20, "AU")], 0.80,
        ["cell", "mob", "M", "(M)", "Cell phone", "mobile phone"],
        ["Emergency", "Son's school", "Grandma", "Office front desk", "Doorman", "After hours",
         "Google Voice", "WhatsApp", "Signal", "Landlord", "Babysitter", "Vet", "Dad (work)",
         "Car phone", "Lake house"],
        prefixes=["Dr.", "Mr.", "Ms.", "Mrs.", "Prof."], suffixes=["Jr.", "Sr.", "III", "PhD", "MD", "Esq."],
        middle_rate=0.12))
    out.append(Culture(
        "es", 90,
        "José Juan Luis Carlos Jesús Andrés Raúl Íñigo Ramón Sebastián Álvaro Joaquín Martín Adrián Óscar",
        "María Ana Lucía Sofía Mónica Inés Begoña Verónica Lourdes Ximena Dolores Pilar Mercedes Sonia",
        "García Martínez López Sánchez Pérez Gómez Fernández Rodríguez Muñoz Álvarez Jiménez Peña "
        "Ibáñez Núñez Castaño Hernández Díaz Gutiérrez De_la_Cruz García_Márquez",
        [(60, "MX"), (40, "ES")], 0.55,
        ["Móvil", "Celular", "Cel", "Movil"], ["Casa de mamá", "Oficina", "Trabajo", "Emergencia", "Abuela"],
        prefixes=["Dr.", "Sr.", "Sra.", "Lic."]))
    out.append(Culture(
        "fr", 60,
        "François Jérôme Noël Loïc Benoît Étienne Frédéric Grégoire Hervé Raphaël Théo Gaël",
        "Hélène Zoé Cécile Anaïs Gaëlle Élodie Thérèse Léa Maëlle Mégane Chloé Françoise",
        "Dubois Lefèvre Lefebvre Moreau Girard Bérenger Faure Rousseau Chevalier Mercier Garçon "
        "Lemaître Bénard Leroy Du_Pont De_Saint-Exupéry",
        [(80, "FR"), (20, "CH")], 0.35,
        ["Portable", "Mobile", "Port.", "Perso"], ["Bureau", "Maison de campagne", "Urgence", "Mamie"],
        prefixes=["M.", "Mme", "Dr"]))
    out.append(Culture(
        "de", 70,
        "Jörg Jürgen Günter Björn Sören Lukas Maximilian Matthias Stefan Uwe Klaus Tobias",
        "Ute Käthe Anna Lea Hannah Katharina Sabine Gudrun Anneliese Jutta Bärbel",
        "Müller Schröder Weiß Groß Köhler Schäfer Bäcker Schmidt Schneider Fischer Meyer Wagner "
        "Becker Hoffmann Schulz Koch Richter Wolf Krüger Hübner von_Weizsäcker Meißner",
        [(70, "DE"), (15, "AT"), (15, "CH")], 0.30,
        ["Handy", "Mobil", "Mobiltelefon", "Handy privat", "Handy geschäftlich"],
        ["Büro", "Notfall", "Oma", "Privat", "Sekretariat", "Ferienhaus"],
        prefixes=["Dr.", "Prof. Dr.", "Dipl.-Ing."]))
    out.append(Culture(
        "pt", 50,
        "João Sebastião Gonçalo Luís Antônio Tomé Vinícius Caio Márcio Thiago",
        "Conceição Márcia Flávia Letícia Lívia Patrícia Fernanda Júlia Mariana Beatriz",
        "Gonçalves Magalhães Conceição Araújo Simões Brandão Assunção Falcão Silva Santos "
        "Oliveira Souza Pereira Lima Carvalho Ribeiro",
        [(75, "BR"), (25, "PT")], 0.35,
        ["Celular", "Telemóvel", "Cel."], ["Trabalho", "Casa da vovó", "Emergência"]))
    out.append(Culture(
        "it", 40,
        "Niccolò Giuseppe Giovanni Andrea Luca Marco Matteo Lorenzo Alessandro Davide",
        "Lucia Francesca Chiara Federica Giulia Sara Martina Elisa Valentina Alessia",
        "Rossi Russo Ferrari Esposito Bianchi Colombo De_Luca D'Angelo Romano Ricci Marino Greco",
        [(100, "IT")], 0.35, ["Cellulare", "Cell.", "Mobile"], ["Ufficio", "Nonna", "Emergenza"],
        prefixes=["Dott.", "Ing.", "Avv."]))
    out.append(Culture(
        "pl", 35,
        "Łukasz Paweł Zbigniew Grzegorz Wojciech Jiří Přemysl Zdeněk Michał Krzysztof",
        "Małgorzata Agnieszka Katarzyna Żaneta Jadwiga Bożena Šárka Zuzana Dagmar Ewa",
        "Wiśniewski Wójcik Kowalczyk Dąbrowski Kamiński Żółkowski Szczęsny Dvořák Novák Černý Růžička",
        [(60, "PL"), (40, "CZ")], 0.35, ["Komórka", "Kom.", "Mobil"], ["Praca", "Babcia", "Domov"],
        family_f="Wiśniewska Wójcik Kowalczyk Dąbrowska Kamińska Żółkowska Szczęsna Dvořáková Nováková Černá Růžičková"))
    out.append(Culture(
        "nordic", 25,
        "Søren Bjørn Kåre Øystein Anders Henrik Lars Magnus",
        "Åsa Märta Ingrid Sigrid Astrid Linnéa Solveig Maja",
        "Jönsson Åström Sørensen Ødegård Lindqvist Nyström Løvik Hägglund",
        [(50, "SE"), (25, "NO"), (25, "DK")], 0.30, ["Mobil", "Mobilnummer"], ["Jobb", "Stuga", "Mormor"]))
    out.append(Culture(
        "tr", 25,
        "Şükrü İsmail Mehmet Mustafa Emre Barış Oğuz Çağatay",
        "Çağla Gülşen Özge Ayşe Elif Zeynep Şeyma Büşra",
        "Yılmaz Öztürk Çelik Şahin Doğan Kılıç Aydın Güneş",
        [(100, "TR")], 0.40, ["Cep", "Cep telefonu"], ["İş", "Ev", "Acil"]))
    out.append(Culture(
        "vi", 30,
        "Minh Đức Hùng Tuấn Quang Dũng Long Phúc",
        "Hương Quỳnh Thảo Ngọc Lan Trang Phương Linh",
        "Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng",
        [(100, "VN")], 0.60, ["Di động", "DĐ"], ["Nhà", "Cơ quan"], middle_rate=0.7))
    out.append(Culture(
        "in", 50,
        "Rahul Arjun Sanjay Venkatesh Vikram Aditya Rohan Karthik Siddharth Amit",
        "Priya Ananya Lakshmi Deepika Kavya Aishwarya Neha Pooja Shreya Divya",
        "Sharma Patel Iyer Reddy Gupta Krishnan Nair Singh Kumar Mehta Chatterjee Venkataraman",
        [(100, "IN")], 0.55, ["Mobile", "Cell", "Mob."], ["Office landline", "Home (Chennai)", "PG"]))
    ru_m, ru_roman_m = _pairs(
        "Александр:aleksandr Сергей:sergey Дмитрий:dmitry Иван:ivan Пётр:pyotr Андрей:andrey "
        "Михаил:mikhail Алексей:aleksey Николай:nikolay Юрий:yuriy Олександр:oleksandr Тарас:taras")
    ru_f, ru_roman_f = _pairs(
        "Наталья:natalya Ольга:olga Анна:anna Екатерина:ekaterina Юлия:yulia Мария:maria "
        "Татьяна:tatiana Ирина:irina Светлана:svetlana Ёлка:yolka Оксана:oksana Ганна:hanna")
    ru_fam_m, ru_roman_fm = _pairs(
        "Иванов:ivanov Смирнов:smirnov Кузнецов:kuznetsov Попов:popov Соколов:sokolov "
        "Лебедев:lebedev Козлов:kozlov Новиков:novikov Морозов:morozov Волков:volkov "
        "Шевченко:shevchenko Бондаренко:bondarenko Ковальчук:kovalchuk Щербаков:shcherbakov")
    ru_fam_f, ru_roman_ff = _pairs(
        "Иванова:ivanova Смирнова:smirnova Кузнецова:kuznetsova Попова:popova Соколова:sokolova "
        "Лебедева:lebedeva Козлова:kozlova Новикова:novikova Морозова:morozova Волкова:volkova "
        "Шевченко:shevchenko Бондаренко:bondarenko Ковальчук:kovalchuk Щербакова:shcherbakova")
    roman = _merged(ru_roman_m, ru_roman_f, ru_roman_fm, ru_roman_ff)
    out.append(Culture(
        "ru", 60, ru_m, ru_f, ru_fam_m, [(75, "RU"), (25, "UA")], 0.30,
        ["Мобильный", "Моб.", "Сотовый", "мобила"], ["Рабочий", "Дача", "Бабушка", "Экстренный"],
        family_f=ru_fam_f, roman=roman, middle_rate=0.35))
    zh_given, zh_roman_g = _pairs(
        "伟:wei 芳:fang 娜:na 秀英:xiuying 敏:min 静:jing 丽:li 强:qiang 磊:lei 军:jun 洋:yang "
        "勇:yong 艳:yan 杰:jie 涛:tao 明:ming 超:chao 秀兰:xiulan 霞:xia 平:ping 建华:jianhua "
        "志强:zhiqiang 晓明:xiaoming 婷婷:tingting 子涵:zihan 浩然:haoran")
    zh_family, zh_roman_f = _pairs(
        "王:wang 李:li 张:zhang 刘:liu 陈:chen 杨:yang 黄:huang 赵:zhao 吴:wu 周:zhou 徐:xu "
        "孙:sun 马:ma 朱:zhu 胡:hu 郭:guo 何:he 林:lin 高:gao 罗:luo 欧阳:ouyang 司马:sima")
    roman = _merged(zh_roman_g, zh_roman_f)
    out.append(Culture(
        "zh", 80, zh_given, zh_given, zh_family, [(80, "CN"), (20, "TW")], 0.45,
        ["手机", "移动电话", "手機"], ["办公室", "家里", "紧急联系人", "微信"], cjk=True, roman=roman,
        phonetic={k: v.capitalize() for k, v in roman.items()}, phonetic_rate=0.35))
    ja_given, ja_roman_g, ja_kana_g = _triples(
        "翔太:しょうた:shota 陽菜:ひな:hina 大翔:ひろと:hiroto 結衣:ゆい:yui 蓮:れん:ren "
        "美咲:みさき:misaki 健太:けんた:kenta さくら:さくら:sakura 拓也:たくや:takuya 愛:あい:ai "
        "直樹:なおき:naoki 由美子:ゆみこ:yumiko 誠:まこと:makoto 恵:めぐみ:megumi 隆:たかし:takashi "
        "花子:はなこ:hanako 太郎:たろう:taro 陽子:ようこ:yoko")
    ja_family, ja_roman_f, ja_kana_f = _triples(
        "佐藤:さとう:sato 鈴木:すずき:suzuki 高橋:たかはし:takahashi 田中:たなか:tanaka "
        "伊藤:いとう:ito 渡辺:わたなべ:watanabe 山本:やまもと:yamamoto 中村:なかむら:nakamura "
        "小林:こばやし:kobayashi 加藤:かとう:kato 吉田:よしだ:yoshida 山田:やまだ:yamada "
        "佐々木:ささき:sasaki 山口:やまぐち:yamaguchi 松本:まつもと:matsumoto 井上:いのうえ:inoue "
        "木村:きむら:kimura 林:はやし:hayashi 清水:しみず:shimizu 斎藤:さいとう:saito")
    roman = _merged(ja_roman_g, ja_roman_f)
    kana = _merged(ja_kana_g, ja_kana_f)
    out.append(Culture(
        "ja", 60, ja_given, ja_given, ja_family, [(100, "JP")], 0.30,
        ["携帯電話", "携帯", "ケイタイ", "ｹｲﾀｲ", "携帯(仕事)"], ["会社", "自宅", "実家", "緊急連絡先"],
        cjk=True, roman=roman, phonetic=kana, phonetic_rate=0.65))
    ko_given, ko_roman_g = _pairs(
        "민준:minjun 서연:seoyeon 지훈:jihoon 지민:jimin 수빈:subin 현우:hyunwoo 예은:yeeun "
        "도윤:doyoon 하은:haeun 준서:junseo 영희:younghee 철수:chulsoo")
    ko_family, ko_roman_f = _pairs(
        "김:kim 이:lee 박:park 최:choi 정:jung 강:kang 조:cho 윤:yoon 장:jang 임:lim 한:han "
        "오:oh 서:seo 신:shin 권:kwon 남궁:namgoong")
    roman = _merged(ko_roman_g, ko_roman_f)
    out.append(Culture(
        "ko", 50, ko_given, ko_given, ko_family, [(100, "KR")], 0.45,
        ["휴대폰", "핸드폰", "휴대전화"], ["회사", "집", "긴급"], cjk=True, roman=roman))
    el_m, el_roman_m = _pairs(
        "Γιώργος:giorgos Δημήτρης:dimitris Νίκος:nikos Κωνσταντίνος:konstantinos Ιωάννης:ioannis "
        "Παναγιώτης:panagiotis Χρήστος:christos Αλέξανδρος:alexandros")
    el_f, el_roman_f = _pairs(
        "Μαρία:maria Ελένη:eleni Αικατερίνη:aikaterini Σοφία:sofia Αναστασία:anastasia "
        "Δήμητρα:dimitra Φωτεινή:foteini Ευαγγελία:evangelia")
    el_fam, el_roman_fam = _pairs(
        "Αντωνίου:antoniou Νικολάου:nikolaou Γεωργίου:georgiou Οικονόμου:oikonomou "
        "Ιωάννου:ioannou Δημητρίου:dimitriou Αθανασίου:athanasiou Ζαφειρίου:zafeiriou")
    roman = _merged(el_roman_m, el_roman_f, el_roman_fam)
    out.append(Culture(
        "el", 30, el_m, el_f, el_fam, [(100, "GR")], 0.35, ["Κινητό", "Κιν."], ["Γραφείο", "Σπίτι", "Γιαγιά"],
        roman=roman))
    ar_m, ar_roman_m = _pairs(
        "محمد:mohammed أحمد:ahmed علي:ali يوسف:youssef عمر:omar خالد:khaled حسن:hassan "
        "إبراهيم:ibrahim كريم:karim طارق:tarek")
    ar_f, ar_roman_f = _pairs(
        "فاطمة:fatima عائشة:aisha مريم:maryam ليلى:layla نور:nour سارة:sara ياسمين:yasmin "
        "رنا:rana هدى:huda دينا:dina")
    ar_fam, ar_roman_fam = _pairs(
        "العلي:alali الحسن:alhassan حداد:haddad خوري:khoury منصور:mansour سعيد:saeed "
        "الشمري:alshammari عبد_الله:abdullah الزهراني:alzahrani نصر:nasr")
    roman = _merged(ar_roman_m, ar_roman_f, ar_roman_fam)
    out.append(Culture(
        "ar", 40, ar_m, ar_f, ar_fam, [(35, "AE"), (25, "SA"), (25, "EG"), (15, "LB")], 0.40,
        ["جوال", "موبايل", "محمول"], ["العمل", "المنزل", "طوارئ"], roman=roman))
    he_m, he_roman_m = _pairs(
        "דוד:david משה:moshe יוסף:yosef אברהם:avraham איתי:itai אורי:uri נועם:noam יונתן:yonatan")
    he_f, he_roman_f = _pairs(
        "שרה:sara רחל:rachel מיכל:michal נועה:noa יעל:yael תמר:tamar אביגיל:avigail שירה:shira")
    he_fam, he_roman_fam = _pairs(
        "כהן:cohen לוי:levi מזרחי:mizrahi פרץ:peretz ביטון:biton דהן:dahan אברהם:avraham "
        "פרידמן:friedman שפירא:shapira אזולאי:azoulay")
    roman = _merged(he_roman_m, he_roman_f, he_roman_fam)
    out.append(Culture(
        "he", 30, he_m, he_f, he_fam, [(100, "IL")], 0.40, ["נייד", "סלולרי", "פלאפון"],
        ["עבודה", "בית", "סבתא"], roman=roman))
    return out


CULTURES = _build()
