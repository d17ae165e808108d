/**
 * The offline calorie calculator's nutrition table, written by the project from public-domain food composition
 * facts (USDA FoodData Central, SR Legacy and Foundation Foods: energy per 100 g of the food as usually bought, and
 * the household measures FDC lists: grams in a cup, grams in one piece). One food a line:
 *   names in English | Hebrew | French | Italian | kcal per 100 g | grams per cup | grams per piece
 * Names are comma-separated (singular and plural, common synonyms); the longest name found in a line wins. An empty
 * cup weight means "as water" (240 g a cup, liquids and things measured like them); an empty piece weight means the
 * food is not counted by pieces.
 */
export const FOOD_TABLE = `
all-purpose flour,plain flour,flour,white flour,unbleached flour,wheat flour,cake flour,pastry flour|קמח,קמח לבן,קמח חיטה,קמח תופח|farine,farine de blé|farina,farina 00,farina di grano|364|125|
bread flour,strong flour|קמח לחם|farine à pain|farina manitoba|361|127|
self-rising flour,self-raising flour|קמח תופח|farine à levure|farina autolievitante|354|125|
whole wheat flour,wholemeal flour,whole-wheat flour|קמח מלא|farine complète|farina integrale|340|120|
rye flour|קמח שיפון|farine de seigle|farina di segale|325|102|
spelt flour|קמח כוסמין|farine d'épeautre|farina di farro|338|120|
almond flour,almond meal,ground almonds|קמח שקדים|poudre d'amande,farine d'amande|farina di mandorle|571|96|
coconut flour|קמח קוקוס|farine de coco|farina di cocco|400|112|
cornstarch,corn starch,cornflour|קורנפלור|fécule de maïs,maïzena|amido di mais,maizena|381|128|
potato starch|עמילן תפוחי אדמה|fécule de pomme de terre|fecola di patate|357|160|
cornmeal,polenta,semolina,grits|קמח תירס,סולת|semoule,polenta|polenta,semola|370|160|
rolled oats,oats,oatmeal,quick oats,old-fashioned oats|שיבולת שועל,קוואקר|flocons d'avoine,avoine|fiocchi d'avena,avena|379|81|
breadcrumbs,bread crumbs,panko|פירורי לחם,פנקו|chapelure|pangrattato|395|108|
baking powder|אבקת אפייה|levure chimique|lievito in polvere|53|220|
baking soda,bicarbonate of soda|סודה לשתייה|bicarbonate de soude|bicarbonato|0|220|
yeast,active dry yeast,instant yeast,dry yeast|שמרים,שמרים יבשים|levure,levure sèche|lievito,lievito di birra|325|192|
fresh yeast|שמרים טריים|levure fraîche|lievito fresco|105|192|
granulated sugar,white sugar,sugar,caster sugar,superfine sugar,cane sugar|סוכר,סוכר לבן|sucre,sucre blanc,sucre en poudre|zucchero,zucchero semolato|387|200|
brown sugar,light brown sugar,dark brown sugar,muscovado|סוכר חום|sucre roux,cassonade,sucre brun|zucchero di canna|380|220|
powdered sugar,confectioners sugar,confectioners' sugar,confectioner's sugar,icing sugar|אבקת סוכר|sucre glace|zucchero a velo|389|120|
coconut sugar|סוכר קוקוס|sucre de coco|zucchero di cocco|375|160|
honey|דבש|miel|miele|304|340|21
maple syrup|סירופ מייפל|sirop d'érable|sciroppo d'acero|260|315|
agave,agave syrup,agave nectar|סירופ אגבה|sirop d'agave|sciroppo d'agave|310|330|
molasses,treacle|מולסה|mélasse|melassa|290|337|
corn syrup,golden syrup,glucose syrup|סירופ תירס,סירופ גלוקוזה|sirop de maïs,sirop de glucose|sciroppo di glucosio|286|328|
date syrup,silan|סילאן,דבש תמרים|sirop de dattes|sciroppo di datteri|293|330|
chocolate chips,chocolate chip,semisweet chocolate,bittersweet chocolate,dark chocolate,chocolate|שוקולד,שוקולד מריר,שבבי שוקולד|chocolat,chocolat noir,pépites de chocolat|cioccolato,cioccolato fondente,gocce di cioccolato|546|170|
milk chocolate|שוקולד חלב|chocolat au lait|cioccolato al latte|535|150|
white chocolate|שוקולד לבן|chocolat blanc|cioccolato bianco|539|170|
cocoa powder,cocoa,unsweetened cocoa|אבקת קקאו,קקאו|cacao,cacao en poudre|cacao,cacao amaro|228|86|
vanilla extract,vanilla essence,vanilla|תמצית וניל,וניל|extrait de vanille,vanille|estratto di vaniglia,vaniglia|288|208|
vanilla sugar|סוכר וניל|sucre vanillé|zucchero vanigliato|390|200|
gelatin,gelatine|ג'לטין|gélatine|gelatina|335|150|
butter,unsalted butter,salted butter|חמאה|beurre|burro|717|227|
ghee,clarified butter|גהי,חמאה מזוקקת|ghee,beurre clarifié|ghee,burro chiarificato|900|205|
margarine|מרגרינה|margarine|margarina|717|227|
olive oil,extra-virgin olive oil,extra virgin olive oil|שמן זית|huile d'olive|olio d'oliva,olio extravergine,olio evo|884|216|
vegetable oil,canola oil,sunflower oil,oil,rapeseed oil,corn oil,grapeseed oil,neutral oil,peanut oil,avocado oil|שמן,שמן קנולה,שמן חמניות,שמן צמחי|huile,huile végétale,huile de tournesol,huile de colza|olio,olio di semi,olio di girasole|884|218|
coconut oil|שמן קוקוס|huile de coco|olio di cocco|892|218|
sesame oil,toasted sesame oil|שמן שומשום|huile de sésame|olio di sesamo|884|218|
shortening,lard|שומן,שומן חזיר|saindoux,graisse|strutto|900|205|
cooking spray,nonstick spray|תרסיס שמן|spray de cuisson|spray da cucina|792||
mayonnaise,mayo|מיונז|mayonnaise|maionese|680|220|
milk,whole milk|חלב,חלב 3%|lait,lait entier|latte,latte intero|61|244|
skim milk,low-fat milk,2% milk,semi-skimmed milk|חלב דל שומן,חלב 1%|lait écrémé,lait demi-écrémé|latte scremato,latte parzialmente scremato|42|245|
buttermilk|חלב חמוץ,בטר מילק|babeurre,lait ribot|latticello|40|245|
heavy cream,whipping cream,double cream,heavy whipping cream,cream|שמנת מתוקה,שמנת להקצפה|crème,crème liquide,crème fleurette,crème entière|panna,panna fresca,panna da montare|340|238|
light cream,single cream,half-and-half,half and half|שמנת לבישול,שמנת 10%|crème légère|panna da cucina|195|242|
sour cream|שמנת חמוצה|crème aigre|panna acida|198|230|
creme fraiche,crème fraîche|קרם פרש|crème fraîche|crème fraîche|292|230|
plain yogurt,yogurt,yoghurt,natural yogurt|יוגורט|yaourt,yaourt nature|yogurt,yogurt bianco|61|245|
greek yogurt|יוגורט יווני|yaourt grec|yogurt greco|97|245|
condensed milk,sweetened condensed milk|חלב מרוכז,חלב מרוכז ממותק|lait concentré sucré|latte condensato|321|306|
evaporated milk|חלב מאודה|lait concentré non sucré|latte evaporato|134|252|
coconut milk,full fat coconut milk|חלב קוקוס|lait de coco|latte di cocco|230|240|
coconut cream|קרם קוקוס|crème de coco|crema di cocco|330|240|
almond milk|חלב שקדים|lait d'amande|latte di mandorla|15|240|
soy milk|חלב סויה|lait de soja|latte di soia|54|243|
oat milk|חלב שיבולת שועל|lait d'avoine|latte d'avena|48|240|
cream cheese|גבינת שמנת,גבינה לבנה|fromage à la crème,cream cheese|formaggio spalmabile,philadelphia|342|232|
cottage cheese|קוטג'|fromage cottage|fiocchi di latte|98|226|
ricotta,ricotta cheese|ריקוטה|ricotta|ricotta|174|246|
mascarpone|מסקרפונה|mascarpone|mascarpone|429|240|
mozzarella,mozzarella cheese,fresh mozzarella|מוצרלה|mozzarella|mozzarella|280|113|
cheddar,cheddar cheese,sharp cheddar|צ'דר|cheddar|cheddar|403|113|
parmesan,parmesan cheese,parmigiano,parmigiano-reggiano,grana padano,pecorino,pecorino romano|פרמזן,פרמז'ן|parmesan,parmigiano|parmigiano,parmigiano reggiano,grana,pecorino|420|100|
feta,feta cheese|פטה,גבינה בולגרית,גבינת פטה|feta|feta|264|150|
goat cheese,chevre|גבינת עיזים|fromage de chèvre,chèvre|formaggio di capra,caprino|364|120|
gruyere,gruyère,swiss cheese,emmental,comte,comté|גרוייר,גבינה צהובה,אמנטל|gruyère,emmental,comté|groviera,emmental|413|108|
blue cheese,gorgonzola,roquefort|גבינה כחולה,גורגונזולה|roquefort,bleu|gorgonzola|353|135|
halloumi|חלומי|halloumi|halloumi|321|120|
brie,camembert|ברי,קממבר|brie,camembert|brie,camembert|334|120|
labneh|לאבנה|labneh|labneh|180|240|
cheese,shredded cheese,grated cheese|גבינה,גבינה מגוררת|fromage,fromage râpé|formaggio,formaggio grattugiato|380|113|
egg,eggs,large egg,large eggs,whole egg|ביצה,ביצים|œuf,œufs,oeuf,oeufs|uovo,uova|143||50
egg yolk,egg yolks,yolk,yolks|חלמון,חלמונים|jaune d'œuf,jaunes d'œufs,jaune,jaunes|tuorlo,tuorli|322||17
egg white,egg whites,whites|חלבון,חלבונים|blanc d'œuf,blancs d'œufs,blancs|albume,albumi|52|243|33
chicken breast,chicken breasts,boneless skinless chicken breast,chicken breast fillets|חזה עוף|blanc de poulet,filet de poulet|petto di pollo|120||175
chicken thigh,chicken thighs,boneless chicken thighs|ירכיים,פרגית,פרגיות|cuisse de poulet,haut de cuisse|sovracosce di pollo,coscia di pollo|177||115
chicken wings,chicken wing|כנפיים,כנפי עוף|ailes de poulet|ali di pollo|203||35
chicken drumsticks,drumsticks|שוקיים|pilons de poulet|fusi di pollo|172||100
whole chicken,chicken|עוף,עוף שלם|poulet,poulet entier|pollo,pollo intero|215||1500
chicken,cooked chicken,shredded chicken,rotisserie chicken|עוף מבושל,עוף מפורק|poulet cuit|pollo cotto|190|140|
ground chicken,ground turkey|עוף טחון,הודו טחון|poulet haché,dinde hachée|macinato di pollo,macinato di tacchino|150|225|
turkey breast,turkey|הודו,חזה הודו|dinde,blanc de dinde|tacchino,petto di tacchino|135||
ground beef,minced beef,beef mince,lean ground beef,hamburger meat,ground meat,mince|בשר טחון,בקר טחון|bœuf haché,viande hachée|carne macinata,macinato di manzo|254|225|
beef,beef chuck,chuck roast,stewing beef,beef stew meat,brisket,pot roast,top round,round roast,beef roast,rump roast|בשר בקר,בקר,צלי,חזה בקר|bœuf,bœuf à braiser|manzo,spezzatino di manzo|250||
steak,sirloin,ribeye,rib-eye,flank steak,skirt steak,beef tenderloin,tenderloin|סטייק,אנטריקוט,פילה בקר|steak,entrecôte,filet de bœuf|bistecca,filetto di manzo,controfiletto|220||225
veal|עגל,בשר עגל|veau|vitello|150||
lamb,lamb shoulder,leg of lamb,ground lamb|כבש,טלה,בשר כבש|agneau,épaule d'agneau,gigot|agnello|282||
pork,pork shoulder,pork loin,pork chops,pork tenderloin|חזיר|porc,échine de porc,filet de porc|maiale,lonza di maiale,spalla di maiale|242||
ground pork|חזיר טחון|porc haché|macinato di maiale|263|225|
bacon,streaky bacon,pancetta,lardons|בייקון,פנצ'טה|lardons,bacon,poitrine fumée|pancetta,bacon|541||10
ham,prosciutto|נקניק חזיר,פרושוטו|jambon|prosciutto,prosciutto cotto,prosciutto crudo|145||15
sausage,sausages,italian sausage,chorizo,bratwurst|נקניקיות,נקניקייה,נקניק,מרגז|saucisse,saucisses,chorizo|salsiccia,salsicce|300||75
salami,pepperoni|סלמי|salami|salame|407||
salmon,salmon fillet,salmon fillets|סלמון,פילה סלמון|saumon,pavé de saumon|salmone,filetto di salmone|208||170
smoked salmon|סלמון מעושן|saumon fumé|salmone affumicato|117||
tuna,canned tuna,tuna in water|טונה|thon|tonno|116|154|
cod,white fish,haddock,tilapia,halibut,sea bass,sole,hake|דג לבן,אמנון,בקלה,לברק,דניס,מוסר|cabillaud,poisson blanc,colin,bar|merluzzo,pesce bianco,branzino,orata|90||170
shrimp,prawns,prawn|שרימפס|crevettes|gamberi,gamberetti|99|145|
mussels,clams|מולים|moules,palourdes|cozze,vongole|86||
anchovies,anchovy|אנשובי|anchois|acciughe,alici|210||4
sardines|סרדינים|sardines|sardine|208||12
tofu,firm tofu|טופו|tofu|tofu|144|252|
tempeh|טמפה|tempeh|tempeh|192|166|
rice,white rice,long grain rice,basmati rice,jasmine rice,arborio rice,risotto rice,sushi rice|אורז,אורז לבן,אורז בסמטי|riz,riz blanc,riz basmati|riso,riso arborio,riso carnaroli|360|185|
brown rice|אורז מלא|riz complet|riso integrale|367|190|
cooked rice|אורז מבושל|riz cuit|riso cotto|130|158|
wild rice|אורז בר|riz sauvage|riso selvatico|357|160|
quinoa|קינואה|quinoa|quinoa|368|170|
couscous|קוסקוס|couscous|cuscus,cous cous|376|173|
bulgur,bulgur wheat|בורגול|boulgour|bulgur|342|140|
barley,pearl barley|גריסים,שעורה|orge,orge perlé|orzo perlato|352|200|
freekeh|פריקה|freekeh|freekeh|325|160|
pasta,spaghetti,penne,fusilli,macaroni,linguine,fettuccine,rigatoni,farfalle,orzo,noodles,egg noodles,lasagna noodles,lasagne sheets,tagliatelle|פסטה,ספגטי,פנה,אטריות,מקרוני,לזניה|pâtes,spaghetti,penne,nouilles,macaronis,lasagnes,tagliatelles|pasta,spaghetti,penne,fusilli,linguine,fettuccine,rigatoni,tagliatelle,lasagne|371|100|
rice noodles,glass noodles|אטריות אורז|nouilles de riz|spaghetti di riso|364|100|
bread,white bread,sourdough,sourdough bread,baguette,ciabatta|לחם,לחם לבן,באגט,לחם מחמצת|pain,pain de mie,baguette|pane,pane bianco|265||30
whole wheat bread,rye bread|לחם מלא,לחם שיפון|pain complet,pain de seigle|pane integrale,pane di segale|250||32
pita,pita bread,pitas|פיתה,פיתות|pain pita,pita|pita,piadina|275||60
tortilla,tortillas,flour tortillas,wraps,wrap|טורטייה,טורטיות|tortilla,tortillas|tortilla,tortillas|310||45
corn tortillas|טורטיית תירס|tortillas de maïs|tortillas di mais|218||26
puff pastry|בצק עלים|pâte feuilletée|pasta sfoglia|558||
pie crust,shortcrust pastry,pastry|בצק פריך|pâte brisée,pâte sablée|pasta brisée,pasta frolla|500||180
phyllo,filo,phyllo dough,filo pastry|בצק פילו|pâte filo|pasta fillo|299||19
crackers,graham crackers,digestive biscuits,biscuits,cookies|ביסקוויטים,פתי בר,קרקרים|biscuits,petits-beurre,biscuits secs|biscotti,biscotti secchi,savoiardi|480|90|8
tortilla chips|טורטייה צ'יפס|chips de tortilla|tortilla chips|489|28|
potato,potatoes,russet potatoes,yukon gold potatoes,new potatoes,baby potatoes|תפוח אדמה,תפוחי אדמה,תפו"א|pomme de terre,pommes de terre|patata,patate|77|150|170
sweet potato,sweet potatoes,yams|בטטה,בטטות|patate douce,patates douces|patata dolce,patate dolci|86|133|130
onion,onions,yellow onion,white onion,red onion,brown onion|בצל,בצלים,בצל סגול,בצל לבן|oignon,oignons,oignon rouge|cipolla,cipolle,cipolla rossa|40|160|110
shallot,shallots|שאלוט|échalote,échalotes|scalogno,scalogni|72|160|25
green onions,scallions,spring onions,green onion,scallion,spring onion|בצל ירוק|oignon vert,oignons verts,ciboule|cipollotto,cipollotti|32|100|15
leek,leeks|כרישה,כרישות|poireau,poireaux|porro,porri|61|89|90
garlic,garlic cloves,garlic clove,cloves garlic,clove garlic|שום,שן שום,שיני שום|ail,gousse d'ail,gousses d'ail|aglio,spicchio d'aglio,spicchi d'aglio|149|136|4
ginger,fresh ginger,ginger root|ג'ינג'ר,זנגביל|gingembre|zenzero|80|96|15
carrot,carrots|גזר|carotte,carottes|carota,carote|41|128|61
celery,celery stalks,celery stalk,celery ribs|סלרי,גבעול סלרי|céleri,branche de céleri|sedano,coste di sedano|16|101|40
celery root,celeriac|שורש סלרי|céleri-rave|sedano rapa|42|156|500
tomato,tomatoes,plum tomatoes,roma tomatoes,beefsteak tomatoes|עגבנייה,עגבניות|tomate,tomates|pomodoro,pomodori|18|180|123
cherry tomatoes,grape tomatoes|עגבניות שרי|tomates cerises|pomodorini,pomodori ciliegini|18|149|17
canned tomatoes,crushed tomatoes,diced tomatoes,chopped tomatoes,tomato puree,passata,whole peeled tomatoes,tomato sauce|רסק עגבניות,עגבניות מרוסקות,עגבניות משומרות,רוטב עגבניות|tomates concassées,coulis de tomate,tomates pelées,sauce tomate|polpa di pomodoro,passata di pomodoro,pelati,pomodori pelati,salsa di pomodoro|32|245|
tomato paste,tomato concentrate|רסק עגבניות מרוכז,פסטת עגבניות|concentré de tomate|concentrato di pomodoro|82|262|
sun-dried tomatoes,sundried tomatoes|עגבניות מיובשות|tomates séchées|pomodori secchi|258|54|
bell pepper,bell peppers,red pepper,red peppers,green pepper,yellow pepper,capsicum,sweet pepper|פלפל,פלפלים,פלפל אדום,פלפל ירוק,גמבה|poivron,poivrons|peperone,peperoni|26|149|120
jalapeno,jalapeño,jalapenos,chile,chili,chilli,serrano,chili pepper,chile pepper,hot pepper|פלפל חריף,צ'ילי,חלפיניו|piment,piments,jalapeño|peperoncino,peperoncini|40|90|14
cucumber,cucumbers|מלפפון,מלפפונים|concombre|cetriolo,cetrioli|15|119|200
zucchini,courgette,courgettes,zucchinis|קישוא,קישואים,זוקיני|courgette,courgettes|zucchina,zucchine|17|124|200
eggplant,aubergine,eggplants,aubergines|חציל,חצילים|aubergine,aubergines|melanzana,melanzane|25|82|450
broccoli,broccoli florets|ברוקולי|brocoli|broccoli|34|91|600
cauliflower,cauliflower florets|כרובית|chou-fleur|cavolfiore|25|107|600
cabbage,red cabbage,green cabbage,napa cabbage|כרוב,כרוב אדום,כרוב לבן|chou,chou rouge,chou blanc|cavolo,cavolo cappuccio,verza|25|89|900
brussels sprouts|כרוב ניצנים|choux de bruxelles|cavoletti di bruxelles|43|88|19
kale|קייל|chou kale|cavolo nero,cavolo riccio|49|67|
spinach,baby spinach|תרד,עלי תרד|épinards|spinaci|23|30|
lettuce,romaine,romaine lettuce,iceberg lettuce,mixed greens,salad greens|חסה,עלי חסה|laitue,salade,romaine|lattuga,insalata|15|47|500
arugula,rocket|רוקט,ארוגולה|roquette|rucola|25|20|
swiss chard,chard|מנגולד|blettes,bettes|bietole|19|36|
asparagus|אספרגוס|asperges|asparagi|20|134|16
green beans,string beans,haricots verts|שעועית ירוקה|haricots verts|fagiolini|31|110|
peas,green peas,frozen peas|אפונה|petits pois|piselli|81|145|
corn,sweet corn,corn kernels,ears of corn,ear of corn|תירס|maïs|mais|86|154|100
corn on the cob,ears of corn,ear of corn|קלח תירס|épi de maïs|pannocchia|86||100
mushrooms,mushroom,button mushrooms,cremini mushrooms,portobello,shiitake|פטריות,פטרייה,שמפיניון|champignons,champignon|funghi,fungo,champignon|22|70|18
dried porcini,porcini|פורצ'יני|cèpes|porcini|300|30|
beet,beets,beetroot|סלק|betterave,betteraves|barbabietola,barbabietole|43|136|82
radish,radishes|צנונית,צנוניות|radis|ravanello,ravanelli|16|116|5
turnip,parsnip,parsnips|לפת,פסטרנק|navet,panais|rapa,pastinaca|60|133|120
fennel,fennel bulb|שומר|fenouil|finocchio|31|87|234
artichoke,artichokes,artichoke hearts|ארטישוק|artichaut,artichauts,cœurs d'artichaut|carciofo,carciofi|47|168|120
butternut squash,pumpkin,squash,kabocha squash,acorn squash|דלעת,דלורית|courge,potiron,citrouille,courge butternut|zucca|40|140|850
avocado,avocados|אבוקדו|avocat,avocats|avocado|160|150|150
olives,olive,black olives,kalamata olives,green olives|זיתים,זית|olives|olive|115|135|4
pickles,gherkins,cornichons,pickle|מלפפון חמוץ,חמוצים|cornichons|cetriolini sottaceto|11|143|35
capers|צלפים|câpres|capperi|23|136|
sauerkraut,kimchi|כרוב כבוש,קימצ'י|choucroute,kimchi|crauti,kimchi|19|142|
apple,apples,granny smith apples|תפוח,תפוחים,תפוח עץ,תפוחי עץ|pomme,pommes|mela,mele|52|125|182
pear,pears|אגס,אגסים|poire,poires|pera,pere|57|140|178
banana,bananas,ripe bananas|בננה,בננות|banane,bananes|banana,banane|89|225|118
lemon,lemons|לימון,לימונים|citron,citrons|limone,limoni|29||84
lime,limes|ליים|citron vert,limes|lime|30||67
lemon juice,lime juice,juice of lemon,juice of 1 lemon|מיץ לימון,מיץ ליים|jus de citron|succo di limone,succo di lime|22|244|
lemon zest,orange zest,lime zest,zest|גרידת לימון,קליפת לימון|zeste de citron,zeste|scorza di limone,scorza|47|96|
orange,oranges|תפוז,תפוזים|orange,oranges|arancia,arance|47|180|131
orange juice|מיץ תפוזים|jus d'orange|succo d'arancia|45|248|
grapefruit|אשכולית|pamplemousse|pompelmo|42|230|246
strawberries,strawberry|תות,תותים,תותי שדה|fraises,fraise|fragole,fragola|32|152|12
raspberries,raspberry|פטל|framboises|lamponi|52|123|
blueberries,blueberry|אוכמניות|myrtilles|mirtilli|57|148|
blackberries,mixed berries,berries,cranberries|פירות יער,חמוציות טריות|mûres,fruits rouges,baies|more,frutti di bosco|43|144|
dried cranberries,craisins|חמוציות,חמוציות מיובשות|canneberges séchées,cranberries séchées|mirtilli rossi secchi|308|120|
cherries,cherry|דובדבנים|cerises|ciliegie|63|154|8
grapes|ענבים|raisins frais|uva|69|151|5
mango,mangoes|מנגו|mangue|mango|60|165|200
pineapple|אננס|ananas|ananas|50|165|
peach,peaches,nectarines,nectarine|אפרסק,אפרסקים,נקטרינה|pêche,pêches,nectarine|pesca,pesche,pescanoce|39|154|150
apricot,apricots|משמש,משמשים|abricot,abricots|albicocca,albicocche|48|155|35
plum,plums|שזיף,שזיפים|prune,prunes|prugna,prugne,susine|46|165|66
watermelon|אבטיח|pastèque|anguria,cocomero|30|152|
melon,cantaloupe|מלון|melon|melone|34|160|
kiwi,kiwis|קיווי|kiwi|kiwi|61|180|75
pomegranate,pomegranate seeds|רימון,גרעיני רימון|grenade|melograno|83|174|280
figs,fig|תאנים,תאנה|figues|fichi|74|150|50
dried figs|תאנים מיובשות|figues séchées|fichi secchi|249|149|8
dates,medjool dates,pitted dates|תמרים,תמר,תמרי מג'הול|dattes|datteri|282|147|24
raisins,sultanas,currants|צימוקים|raisins secs|uvetta,uva passa|299|145|
dried apricots|משמשים מיובשים|abricots secs|albicocche secche|241|130|7
prunes|שזיפים מיובשים|pruneaux|prugne secche|240|174|10
dried fruit|פירות יבשים|fruits secs|frutta secca|280|140|
applesauce,apple sauce|רסק תפוחים|compote de pommes|purea di mele|68|255|
jam,jelly,preserves,marmalade|ריבה|confiture,marmelade|marmellata,confettura|278|320|
almonds,almond,sliced almonds,slivered almonds|שקדים,שקד|amandes,amande|mandorle,mandorla|579|143|
walnuts,walnut|אגוזי מלך,אגוזים|noix,cerneaux de noix|noci|654|117|
pecans,pecan|פקאן,אגוזי פקאן|noix de pécan|noci pecan|691|109|
hazelnuts|אגוזי לוז|noisettes|nocciole|628|135|
cashews,cashew|קשיו|noix de cajou|anacardi|553|137|
pistachios,pistachio|פיסטוקים,פיסטוק|pistaches|pistacchi|560|123|
peanuts,peanut|בוטנים|cacahuètes,arachides|arachidi,noccioline|567|146|
pine nuts|צנוברים|pignons,pignons de pin|pinoli|673|135|
macadamia nuts|מקדמיה|noix de macadamia|noci di macadamia|718|134|
mixed nuts,nuts|אגוזים מעורבים|noix mélangées,fruits à coque|frutta secca mista|607|137|
peanut butter|חמאת בוטנים|beurre de cacahuète|burro di arachidi|588|258|
almond butter|חמאת שקדים|purée d'amande|burro di mandorle|614|250|
tahini,tahina|טחינה,טחינה גולמית|tahini,purée de sésame|tahina|595|240|
nutella,chocolate spread|נוטלה,ממרח שוקולד|nutella,pâte à tartiner|nutella,crema spalmabile|539|296|
sesame seeds,sesame|שומשום|graines de sésame,sésame|semi di sesamo,sesamo|573|144|
sunflower seeds|גרעיני חמנייה|graines de tournesol|semi di girasole|584|140|
pumpkin seeds,pepitas|גרעיני דלעת|graines de courge|semi di zucca|559|129|
chia seeds|זרעי צ'יה|graines de chia|semi di chia|486|170|
flax seeds,flaxseed,ground flaxseed,linseed|זרעי פשתן|graines de lin|semi di lino|534|168|
poppy seeds|פרג|graines de pavot|semi di papavero|525|140|
shredded coconut,desiccated coconut,coconut flakes,coconut|קוקוס,קוקוס טחון|noix de coco râpée,coco râpée|cocco rapè,cocco grattugiato|660|93|
chickpeas,garbanzo beans,canned chickpeas|חומוס,גרגרי חומוס|pois chiches|ceci|139|164|
dried chickpeas|חומוס יבש|pois chiches secs|ceci secchi|378|200|
hummus|חומוס ממרח,ממרח חומוס|houmous|hummus|166|246|
black beans,kidney beans,pinto beans,cannellini beans,white beans,navy beans,beans,borlotti beans,butter beans|שעועית,שעועית לבנה,שעועית שחורה,שעועית אדומה|haricots,haricots blancs,haricots rouges,haricots noirs|fagioli,fagioli cannellini,fagioli borlotti,fagioli neri|114|172|
dried beans|שעועית יבשה|haricots secs|fagioli secchi|335|184|
lentils,red lentils,green lentils,brown lentils|עדשים,עדשים כתומות,עדשים ירוקות|lentilles,lentilles corail|lenticchie|352|192|
split peas|אפונה יבשה|pois cassés|piselli secchi|341|196|
edamame|אדממה|edamame|edamame|121|155|
salt,sea salt,kosher salt,table salt,fine salt,flaky salt|מלח,מלח גס,מלח ים|sel,sel fin,gros sel,fleur de sel|sale,sale fino,sale grosso|0|292|
black pepper,pepper,ground pepper,ground black pepper,peppercorns|פלפל שחור,פלפל גרוס|poivre,poivre noir|pepe,pepe nero|251|116|
water,cold water,warm water,hot water,ice water,boiling water,ice|מים,מים קרים,מים חמים,קרח|eau,eau froide,eau chaude,glaçons|acqua,acqua fredda,acqua calda,ghiaccio|0|237|
chicken broth,chicken stock,vegetable broth,vegetable stock,beef broth,beef stock,broth,stock,bouillon,fish stock|ציר,ציר עוף,ציר ירקות,מרק עוף|bouillon,bouillon de volaille,bouillon de légumes,fond|brodo,brodo di pollo,brodo vegetale,brodo di carne|6|240|
bouillon cube,stock cube|קוביית ציר,אבקת מרק|cube de bouillon|dado,dado da brodo|250||10
white wine,red wine,wine,dry white wine,dry red wine|יין,יין לבן,יין אדום|vin,vin blanc,vin rouge|vino,vino bianco,vino rosso|83|235|
beer|בירה|bière|birra|43|237|
sherry,marsala,port|שרי,מרסלה|xérès,marsala,porto|marsala,porto|160|236|
brandy,rum,vodka,whiskey,bourbon,liqueur,cognac,tequila,gin|ברנדי,רום,וודקה,ויסקי,ליקר|cognac,rhum,vodka,liqueur|brandy,rum,vodka,liquore|231|240|
coffee,espresso,brewed coffee|קפה,אספרסו|café,expresso|caffè,espresso|2|237|
vinegar,white vinegar,apple cider vinegar,cider vinegar,red wine vinegar,white wine vinegar,rice vinegar,sherry vinegar|חומץ,חומץ תפוחים,חומץ יין|vinaigre,vinaigre de vin,vinaigre de cidre|aceto,aceto di vino|18|239|
balsamic vinegar,balsamic|חומץ בלסמי|vinaigre balsamique|aceto balsamico|88|255|
soy sauce,tamari,shoyu|רוטב סויה,סויה|sauce soja|salsa di soia|53|255|
fish sauce|רוטב דגים|sauce de poisson,nuoc-mâm|salsa di pesce|35|288|
worcestershire sauce,worcestershire|רוטב ווסטרשייר|sauce worcestershire|salsa worcestershire|78|275|
hot sauce,sriracha,tabasco,harissa|רוטב חריף,סרירצ'ה,הריסה|sauce piquante,harissa|salsa piccante,harissa|60|260|
ketchup|קטשופ|ketchup|ketchup|101|240|
mustard,dijon mustard,whole grain mustard,dijon|חרדל,חרדל דיז'ון|moutarde,moutarde de dijon|senape|66|250|
barbecue sauce,bbq sauce|רוטב ברביקיו|sauce barbecue|salsa barbecue|172|286|
hoisin sauce,oyster sauce,teriyaki sauce|רוטב הויסין,רוטב צדפות,טריאקי|sauce hoisin,sauce d'huître|salsa hoisin,salsa di ostriche|220|258|
pesto|פסטו|pesto|pesto|418|250|
salsa|סלסה|salsa|salsa messicana|36|259|
curry paste,red curry paste,green curry paste|ממרח קארי|pâte de curry|pasta di curry|120|240|
miso,miso paste|מיסו|miso|miso|198|275|
gochujang|גוצ'וג'אנג|gochujang|gochujang|240|270|
pomegranate molasses|סירופ רימונים,דבס רימונים|mélasse de grenade|melassa di melograno|300|320|
coconut water|מי קוקוס|eau de coco|acqua di cocco|19|240|
cinnamon,ground cinnamon,cinnamon stick|קינמון,מקל קינמון|cannelle|cannella|247|125|
cumin,ground cumin,cumin seeds|כמון|cumin|cumino|375|96|
paprika,smoked paprika,sweet paprika|פפריקה,פפריקה מתוקה,פפריקה מעושנת|paprika,paprika fumé|paprika|282|110|
cayenne,cayenne pepper,chili powder,red pepper flakes,chili flakes,crushed red pepper|פלפל קאיין,צ'ילי גרוס,אבקת צ'ילי|piment de cayenne,piment en poudre,flocons de piment|pepe di cayenna,peperoncino in polvere,peperoncino tritato|318|90|
turmeric|כורכום|curcuma|curcuma|312|150|
curry powder,garam masala|אבקת קארי,גאראם מסאלה|curry en poudre,garam masala|curry in polvere,garam masala|325|100|
coriander,ground coriander,coriander seeds|כוסברה טחונה,זרעי כוסברה|coriandre moulue|coriandolo in polvere|298|80|
nutmeg,ground nutmeg|אגוז מוסקט|muscade,noix de muscade|noce moscata|525|110|
cloves,ground cloves|ציפורן|clous de girofle|chiodi di garofano|274|100|
allspice|פלפל אנגלי|quatre-épices,piment de la jamaïque|pimento,pepe della giamaica|263|100|
cardamom|הל|cardamome|cardamomo|311|100|
ground ginger|ג'ינג'ר טחון|gingembre moulu|zenzero in polvere|335|90|
garlic powder|אבקת שום|ail en poudre|aglio in polvere|331|155|
onion powder|אבקת בצל|oignon en poudre|cipolla in polvere|341|110|
dried oregano,oregano|אורגנו|origan|origano|265|45|
dried thyme,thyme,fresh thyme,thyme sprigs|טימין|thym|timo|101|45|
dried basil|בזיליקום יבש|basilic séché|basilico secco|233|45|
basil,fresh basil,basil leaves|בזיליקום,עלי בזיליקום|basilic,basilic frais|basilico,foglie di basilico|23|24|
parsley,fresh parsley,flat-leaf parsley,italian parsley|פטרוזיליה|persil,persil plat|prezzemolo|36|60|
cilantro,fresh cilantro,coriander leaves,fresh coriander|כוסברה,כוסברה טרייה|coriandre fraîche,coriandre|coriandolo fresco|23|16|
mint,fresh mint,mint leaves|נענע,עלי נענע|menthe,menthe fraîche|menta,foglie di menta|70|20|
dill,fresh dill|שמיר|aneth|aneto|43|9|
rosemary,fresh rosemary,rosemary needles,rosemary sprigs|רוזמרין|romarin|rosmarino|131|30|
sage,sage leaves|מרווה|sauge|salvia|315|20|
chives|עירית|ciboulette|erba cipollina|30|48|
bay leaf,bay leaves|עלה דפנה,עלי דפנה|laurier,feuille de laurier|alloro,foglia di alloro|313|6|0.6
tarragon|טרגון|estragon|dragoncello|295|30|
italian seasoning,herbes de provence,mixed herbs,dried herbs|תבלינים איטלקיים,עשבי תיבול|herbes de provence,fines herbes|erbe aromatiche,erbe di provenza|265|45|
za'atar,zaatar|זעתר|zaatar|za'atar|280|60|
sumac|סומק|sumac|sommacco|240|100|
saffron|זעפרן|safran|zafferano|310|30|
star anise,anise,fennel seeds|כוכב אניס,אניס,זרעי שומר|anis étoilé,badiane,graines de fenouil|anice stellato,semi di finocchio|337|100|
mustard seeds|זרעי חרדל|graines de moutarde|semi di senape|508|140|
nutritional yeast|שמרי בירה|levure nutritionnelle|lievito alimentare|325|60|
food coloring|צבע מאכל|colorant alimentaire|colorante alimentare|0|240|
sprinkles|סוכריות צבעוניות,סוכריות|vermicelles,pépites de sucre|codette|390|180|
marshmallows|מרשמלו|guimauves,chamallows|marshmallow|318|50|7
caramel,caramel sauce,dulce de leche|קרמל,רוטב קרמל,ריבת חלב|caramel,sauce caramel,confiture de lait|caramello,dulce de leche|382|300|
candy,toffee|סוכריות טופי|bonbons|caramelle|400|200|
popcorn|פופקורן|pop-corn|popcorn|387|8|
potato chips,chips,crisps|צ'יפס,חטיף תפוחי אדמה|chips|patatine|536|20|
granola,muesli|גרנולה,מוזלי|granola,muesli|granola,muesli|471|122|
cornflakes,cereal|קורנפלקס,דגני בוקר|corn flakes,céréales|cornflakes,cereali|357|28|
ice cream,vanilla ice cream|גלידה|glace,crème glacée|gelato|207|132|
whipped cream|קצפת|chantilly,crème fouettée|panna montata|257|60|
custard,pudding|פודינג,קרם|crème anglaise,crème pâtissière|crema pasticcera,budino|122|266|
cake mix|תערובת לעוגה|préparation pour gâteau|preparato per torta|420|150|
pizza dough,bread dough,dough|בצק,בצק פיצה|pâte à pizza,pâte à pain|impasto,pasta per pizza|250||
matzo,matzah,matzo meal|מצה,מצות,קמח מצה|pain azyme|pane azzimo|395|120|28
challah,brioche|חלה|brioche,challah|brioche,challah|290||50
croutons|קרוטונים|croûtons|crostini|407|30|
bagel,bagels|בייגל|bagel|bagel|257||100
english muffin,burger buns,buns,rolls,dinner rolls|לחמניה,לחמניות|petits pains,pains à burger|panini|270||55
naan|נאן|naan|naan|290||90
sugar snap peas,snow peas|אפונת שלג|pois mange-tout|taccole|42|98|
bean sprouts|נבטים|pousses de soja|germogli di soia|30|104|
okra|במיה|gombo|okra|33|100|
water chestnuts|ערמוני מים|châtaignes d'eau|castagne d'acqua|97|124|
chestnuts|ערמונים|châtaignes,marrons|castagne|213|145|10
seaweed,nori|אצות,נורי|algues,nori|alghe,nori|35|10|3
watercress|גרגיר הנחלים|cresson|crescione|11|34|
endive,radicchio|עולש,רדיקיו|endive,chicorée|indivia,radicchio|17|50|
jerusalem artichoke|ארטישוק ירושלמי|topinambour|topinambur|73|150|
bok choy,pak choi|בוק צ'וי|pak choï|pak choi|13|70|
horseradish,wasabi|חזרת,וואסבי|raifort,wasabi|rafano,wasabi|48|240|
coleslaw mix,shredded cabbage|כרוב חתוך|chou râpé|cavolo tritato|25|70|
frozen vegetables,mixed vegetables,vegetables|ירקות,ירקות קפואים|légumes,légumes surgelés|verdure,verdure miste|65|140|
chicken livers,liver|כבד,כבדי עוף|foies de volaille,foie|fegatini,fegato|119||
duck,duck breast|ברווז,חזה ברווז|canard,magret de canard|anatra,petto d'anatra|337||300
crab,crabmeat,lobster|סרטן,לובסטר|crabe,homard|granchio,aragosta|90|135|
scallops|סקאלופ|noix de saint-jacques|capesante|69||20
squid,calamari,octopus|קלמרי,דיונון,תמנון|calamar,encornet,poulpe|calamari,polpo|92||
trout,mackerel|פורל,מקרל|truite,maquereau|trota,sgombro|190||200
egg noodles|אטריות ביצים|nouilles aux œufs|pasta all'uovo|384|100|
gnocchi|ניוקי|gnocchis|gnocchi|133|200|
ravioli,tortellini|רביולי,טורטליני|raviolis|ravioli,tortellini|250|150|
polenta cooked|פולנטה מבושלת|polenta cuite|polenta cotta|70|240|
tapioca|טפיוקה|tapioca|tapioca|358|152|
quark,fromage blanc|גבינה לבנה 5%|fromage blanc|quark|75|240|
paneer|פניר|paneer|paneer|265|120|
vegan butter|חמאה טבעונית|beurre végétal|burro vegetale|700|227|
protein powder|אבקת חלבון|protéine en poudre|proteine in polvere|380|100|
hot dog buns,hamburger buns|לחמניות המבורגר|pains à hot-dog|panini per hamburger|279||50
english muffins|מאפין אנגלי|muffins anglais|muffin inglesi|227||57
cornbread|לחם תירס|pain de maïs|pane di mais|330||65
pancake mix,bisquick|תערובת פנקייק|préparation pour crêpes|preparato per pancake|370|120|
rice cakes|פריכיות אורז|galettes de riz|gallette di riso|387||9
pretzels|בייגלה|bretzels|salatini|380|40|
oat bran,wheat bran,bran|סובין|son d'avoine,son de blé|crusca|246|60|
wheat germ|נבט חיטה|germe de blé|germe di grano|360|115|
buckwheat,kasha|כוסמת|sarrasin|grano saraceno|343|170|
millet|דוחן|millet|miglio|378|200|
farro,spelt|כוסמין|épeautre|farro|338|190|
amaranth|אמרנט|amarante|amaranto|371|193|
teff|טף|teff|teff|367|193|
sorghum|דורה|sorgho|sorgo|329|192|
chickpea flour,gram flour,besan|קמח חומוס|farine de pois chiches|farina di ceci|387|92|
rice flour|קמח אורז|farine de riz|farina di riso|366|158|
tapioca flour,tapioca starch|עמילן טפיוקה|farine de tapioca|farina di tapioca|358|120|
arrowroot|ארארוט|arrow-root|maranta|357|128|
xanthan gum|קסנטן|gomme xanthane|gomma xantana|333|120|
cream of tartar|אבנית|crème de tartre|cremor tartaro|258|150|
agar,agar agar|אגר אגר|agar-agar|agar agar|306|80|
pectin|פקטין|pectine|pectina|325|100|
sweetener,stevia,erythritol|ממתיק,סטיביה|édulcorant,stévia|dolcificante,stevia|0|200|
turbinado sugar,demerara sugar,raw sugar|סוכר דמררה|sucre demerara|zucchero demerara|380|200|
pearl sugar|סוכר פנינים|sucre perlé|granella di zucchero|400|200|
rose water,orange blossom water|מי ורדים,מי זהר|eau de rose,eau de fleur d'oranger|acqua di rose,acqua di fiori d'arancio|2|240|
almond extract,lemon extract,almond essence,peppermint extract,mint extract|תמצית שקדים|extrait d'amande|estratto di mandorla|288|208|
instant coffee,espresso powder,instant espresso powder|קפה נמס|café soluble|caffè solubile|353|70|
tea,black tea,green tea|תה,תה ירוק|thé,thé vert|tè,tè verde|1|237|
hot chocolate mix,hot cocoa mix,cocoa mix|אבקת שוקו|chocolat en poudre|cioccolata in polvere|398|100|
cola,soda,lemonade|קולה,משקה מוגז,לימונדה|cola,soda,limonade|cola,bibita,limonata|42|246|
apple juice,grape juice,cranberry juice,pineapple juice|מיץ תפוחים,מיץ ענבים|jus de pomme,jus de raisin|succo di mela,succo d'uva|46|248|
tomato juice,vegetable juice|מיץ עגבניות|jus de tomate|succo di pomodoro|17|243|
kefir|קפיר|kéfir|kefir|41|243|
skyr,quark cheese|סקיר|skyr|skyr|63|240|
provolone,fontina,gouda,edam,havarti,monterey jack,pepper jack,colby|פרובולונה,גאודה,אדם|provolone,gouda,édam|provola,provolone,fontina,gouda|350|113|
asiago,manchego,romano|אסיאגו,מנצ'גו|manchego|asiago|390|100|
burrata,stracciatella|בוראטה|burrata|burrata,stracciatella|300|120|
velveeta,processed cheese,american cheese|גבינה מותכת|fromage fondu|formaggio fuso|330|113|
vegan cheese|גבינה טבעונית|fromage végétal|formaggio vegano|300|113|
egg substitute|תחליף ביצים|substitut d'œuf|sostituto dell'uovo|48|243|
corned beef,pastrami,roast beef,deli meat|פסטרמה,קורנביף|pastrami,rôti de bœuf|pastrami,roast beef|200||20
meatballs|קציצות|boulettes de viande|polpette|250||30
ground veal|עגל טחון|veau haché|macinato di vitello|172|225|
oxtail,short ribs,beef ribs|זנב שור,שפונדרה,צלעות בקר|queue de bœuf,côtes de bœuf|coda di bue,costine di manzo|290||
pork ribs,spare ribs,baby back ribs|צלעות חזיר|travers de porc|costine di maiale|277||
chicken legs,chicken quarters|כרעיים|cuisses de poulet|cosce di pollo|214||250
cornish hen,quail|פרגית שלמה,שליו|caille|quaglia|190||300
venison,rabbit|צבי,ארנב|gibier,lapin|cervo,coniglio|140||
tilapia fillets|פילה אמנון|filets de tilapia|filetti di tilapia|96||110
swordfish,mahi mahi,snapper,grouper|דג חרב,לוקוס|espadon,mérou,vivaneau|pesce spada,cernia|110||170
catfish,carp|שפמנון,קרפיון|poisson-chat,carpe|pesce gatto,carpa|120||170
herring,smoked fish|הרינג,דג מעושן|hareng,poisson fumé|aringa,pesce affumicato|200||
caviar,roe|קוויאר,ביצי דגים|caviar,œufs de poisson|caviale,uova di pesce|264|160|
oysters|צדפות,אויסטר|huîtres|ostriche|68||15
imitation crab,surimi|סורימי|surimi|surimi|95|150|
seitan|סייטן|seitan|seitan|370|140|
textured vegetable protein,tvp,soy mince|סויה גרגירים|protéines de soja texturées|proteine di soia testurizzate|327|100|
collard greens,mustard greens,turnip greens|עלי כרוב,עלי חרדל|feuilles de chou,feuilles de moutarde|cime di rapa|32|36|
dandelion greens|עלי שן הארי|pissenlit|tarassaco|45|55|
snap peas|אפונה ירוקה טרייה|pois gourmands|piselli mangiatutto|42|98|
lima beans,fava beans,broad beans|פול,שעועית לימה|fèves|fave|113|170|
black-eyed peas|לוביה|haricots à œil noir|fagioli dall'occhio|116|172|
mung beans|מש|haricots mungo|fagioli mungo|347|207|
refried beans|שעועית מרוסקת|haricots frits|fagioli fritti|91|252|
baked beans|שעועית אפויה|haricots à la sauce tomate|fagioli al forno|94|254|
jackfruit|ג'קפרוט|jacquier|jackfruit|95|165|
plantain,plantains|בננה לבישול,פלנטיין|banane plantain|platano|122|148|180
papaya|פפאיה|papaye|papaya|43|145|
passion fruit|פסיפלורה|fruit de la passion|frutto della passione|97|236|18
guava|גויאבה|goyave|guava|68|165|55
persimmon|אפרסמון|kaki|cachi|70|168|168
lychee|ליצ'י|litchi|litchi|66|190|10
rhubarb|ריבס|rhubarbe|rabarbaro|21|122|
clementines,mandarins,tangerines|קלמנטינה,קלמנטינות,מנדרינה|clémentines,mandarines|clementine,mandarini|53|195|74
cantaloupe melon,honeydew|מלון דבש|melon miel|melone bianco|36|170|
coconut meat,fresh coconut|קוקוס טרי|noix de coco fraîche|polpa di cocco|354|80|
candied fruit,candied peel|פירות מסוכרים|fruits confits,écorces confites|canditi,frutta candita|322|160|
goji berries|גוג'י|baies de goji|bacche di goji|349|110|
dried mango,dried apple|מנגו מיובש,תפוחים מיובשים|mangue séchée,pommes séchées|mango essiccato,mele essiccate|319|100|
brazil nuts|אגוזי ברזיל|noix du brésil|noci del brasile|659|133|
hemp seeds|זרעי קנבוס|graines de chanvre|semi di canapa|553|160|
sunflower butter,seed butter|חמאת גרעינים|beurre de tournesol|burro di semi di girasole|617|250|
halva,halvah|חלבה|halva|halva|469|150|
cookies crumbs,cookie crumbs,oreos,oreo|עוגיות אוראו,פירורי עוגיות|oreo,miettes de biscuits|oreo,briciole di biscotti|480|100|11
pork belly|בטן חזיר|poitrine de porc|pancetta fresca|518||
spaghetti squash|דלעת ספגטי|courge spaghetti|zucca spaghetti|31|155|900
french fried onions,fried onions,crispy fried onions,crispy onions|בצל מטוגן,בצל פריך|oignons frits|cipolle fritte|607|60|
graham cracker crumbs,crushed graham crackers|פירורי ביסקוויטים|miettes de biscuits digestifs|briciole di biscotti digestive|430|84|7
whipped topping,cool whip|תחליף קצפת|garniture fouettée|panna vegetale montata|318|75|
marinara sauce,marinara,pasta sauce|רוטב מרינרה|sauce marinara|sugo di pomodoro,salsa marinara|50|250|
ranch dressing|רוטב ראנץ'|sauce ranch|salsa ranch|430|240|
guacamole|גוואקמולה|guacamole|guacamole|157|240|
enchilada sauce|רוטב אנצ'ילדה|sauce enchilada|salsa enchilada|36|250|
taco seasoning,fajita seasoning,cajun seasoning,ranch seasoning|תיבול טאקו|assaisonnement taco|condimento per taco|290|128|
masa harina|קמח מסה|farine de maïs nixtamalisée|farina di mais nixtamalizzata|365|114|
caraway seeds|קימל|carvi|cumino dei prati|333|107|
chipotle,chipotle peppers,chipotle in adobo|צ'יפוטלה|piment chipotle|peperoncino chipotle|45|240|15
`;
