/**
 * The offline calorie calculator's nutrition table, written by the project from public-domain food composition
 * facts (USDA FoodData Central, SR Legacy and Foundation Foods: energy per 100 g of the food as usually bought, and
 * the household measures FDC lists: grams in a cup, grams in one piece). One food a line:
 *   names in English | Hebrew | French | Italian | kcal per 100 g | grams per cup | grams per piece | aisle
 * Names are comma-separated (singular and plural, common synonyms); the longest name found in a line wins. An empty
 * cup weight means "as water" (240 g a cup, liquids and things measured like them); an empty piece weight means the
 * food is not counted by pieces. The aisle is where a shop keeps the food as usually bought, one of AISLES
 * (domain/shopping/aisleKeys.ts), for the shopping list.
 */
export const FOOD_TABLE = `
all-purpose flour,plain flour,flour,white flour,unbleached flour,wheat flour,cake flour,pastry flour|קמח,קמח לבן,קמח חיטה,קמח תופח|farine,farine de blé|farina,farina 00,farina di grano|364|125||pantry
bread flour,strong flour|קמח לחם|farine à pain|farina manitoba|361|127||pantry
self-rising flour,self-raising flour|קמח תופח|farine à levure|farina autolievitante|354|125||pantry
whole wheat flour,wholemeal flour,whole-wheat flour|קמח מלא|farine complète|farina integrale|340|120||pantry
rye flour|קמח שיפון|farine de seigle|farina di segale|325|102||pantry
spelt flour|קמח כוסמין|farine d'épeautre|farina di farro|338|120||pantry
almond flour,almond meal,ground almonds|קמח שקדים|poudre d'amande,farine d'amande|farina di mandorle|571|96||pantry
coconut flour|קמח קוקוס|farine de coco|farina di cocco|400|112||pantry
cornstarch,corn starch,cornflour|קורנפלור|fécule de maïs,maïzena|amido di mais,maizena|381|128||pantry
potato starch|עמילן תפוחי אדמה|fécule de pomme de terre|fecola di patate|357|160||pantry
cornmeal,polenta,semolina,grits|קמח תירס,סולת|semoule,polenta|polenta,semola|370|160||pantry
rolled oats,oats,oatmeal,quick oats,old-fashioned oats|שיבולת שועל,קוואקר|flocons d'avoine,avoine|fiocchi d'avena,avena|379|81||pantry
breadcrumbs,bread crumbs,panko|פירורי לחם,פנקו|chapelure|pangrattato|395|108||pantry
baking powder|אבקת אפייה|levure chimique|lievito in polvere|53|220||pantry
baking soda,bicarbonate of soda|סודה לשתייה|bicarbonate de soude|bicarbonato|0|220||pantry
yeast,active dry yeast,instant yeast,dry yeast|שמרים,שמרים יבשים|levure,levure sèche|lievito,lievito di birra|325|192||pantry
fresh yeast|שמרים טריים|levure fraîche|lievito fresco|105|192||dairy
granulated sugar,white sugar,sugar,caster sugar,superfine sugar,cane sugar|סוכר,סוכר לבן|sucre,sucre blanc,sucre en poudre|zucchero,zucchero semolato|387|200||pantry
brown sugar,light brown sugar,dark brown sugar,muscovado|סוכר חום|sucre roux,cassonade,sucre brun|zucchero di canna|380|220||pantry
powdered sugar,confectioners sugar,confectioners' sugar,confectioner's sugar,icing sugar|אבקת סוכר|sucre glace|zucchero a velo|389|120||pantry
coconut sugar|סוכר קוקוס|sucre de coco|zucchero di cocco|375|160||pantry
honey|דבש|miel|miele|304|340|21|pantry
maple syrup|סירופ מייפל|sirop d'érable|sciroppo d'acero|260|315||pantry
agave,agave syrup,agave nectar|סירופ אגבה|sirop d'agave|sciroppo d'agave|310|330||pantry
molasses,treacle|מולסה|mélasse|melassa|290|337||pantry
corn syrup,golden syrup,glucose syrup|סירופ תירס,סירופ גלוקוזה|sirop de maïs,sirop de glucose|sciroppo di glucosio|286|328||pantry
date syrup,silan|סילאן,דבש תמרים|sirop de dattes|sciroppo di datteri|293|330||pantry
chocolate chips,chocolate chip,semisweet chocolate,bittersweet chocolate,dark chocolate,chocolate|שוקולד,שוקולד מריר,שבבי שוקולד|chocolat,chocolat noir,pépites de chocolat|cioccolato,cioccolato fondente,gocce di cioccolato|546|170||pantry
milk chocolate|שוקולד חלב|chocolat au lait|cioccolato al latte|535|150||pantry
white chocolate|שוקולד לבן|chocolat blanc|cioccolato bianco|539|170||pantry
cocoa powder,cocoa,unsweetened cocoa|אבקת קקאו,קקאו|cacao,cacao en poudre|cacao,cacao amaro|228|86||pantry
vanilla extract,vanilla essence,vanilla|תמצית וניל,וניל|extrait de vanille,vanille|estratto di vaniglia,vaniglia|288|208||pantry
vanilla sugar|סוכר וניל|sucre vanillé|zucchero vanigliato|390|200||pantry
gelatin,gelatine|ג'לטין|gélatine|gelatina|335|150||pantry
butter,unsalted butter,salted butter|חמאה|beurre|burro|717|227||dairy
ghee,clarified butter|גהי,חמאה מזוקקת|ghee,beurre clarifié|ghee,burro chiarificato|900|205||dairy
margarine|מרגרינה|margarine|margarina|717|227||dairy
olive oil,extra-virgin olive oil,extra virgin olive oil|שמן זית|huile d'olive|olio d'oliva,olio extravergine,olio evo|884|216||pantry
vegetable oil,canola oil,sunflower oil,oil,rapeseed oil,corn oil,grapeseed oil,neutral oil,peanut oil,avocado oil|שמן,שמן קנולה,שמן חמניות,שמן צמחי|huile,huile végétale,huile de tournesol,huile de colza|olio,olio di semi,olio di girasole|884|218||pantry
coconut oil|שמן קוקוס|huile de coco|olio di cocco|892|218||pantry
sesame oil,toasted sesame oil|שמן שומשום|huile de sésame|olio di sesamo|884|218||pantry
shortening,lard|שומן,שומן חזיר|saindoux,graisse|strutto|900|205||pantry
cooking spray,nonstick spray|תרסיס שמן|spray de cuisson|spray da cucina|792|||pantry
mayonnaise,mayo|מיונז|mayonnaise|maionese|680|220||pantry
milk,whole milk|חלב,חלב 3%|lait,lait entier|latte,latte intero|61|244||dairy
skim milk,low-fat milk,2% milk,semi-skimmed milk|חלב דל שומן,חלב 1%|lait écrémé,lait demi-écrémé|latte scremato,latte parzialmente scremato|42|245||dairy
buttermilk|חלב חמוץ,בטר מילק|babeurre,lait ribot|latticello|40|245||dairy
heavy cream,whipping cream,double cream,heavy whipping cream,cream|שמנת מתוקה,שמנת להקצפה|crème,crème liquide,crème fleurette,crème entière|panna,panna fresca,panna da montare|340|238||dairy
light cream,single cream,half-and-half,half and half|שמנת לבישול,שמנת 10%|crème légère|panna da cucina|195|242||dairy
sour cream|שמנת חמוצה|crème aigre|panna acida|198|230||dairy
creme fraiche,crème fraîche|קרם פרש|crème fraîche|crème fraîche|292|230||dairy
plain yogurt,yogurt,yoghurt,natural yogurt|יוגורט|yaourt,yaourt nature|yogurt,yogurt bianco|61|245||dairy
greek yogurt|יוגורט יווני|yaourt grec|yogurt greco|97|245||dairy
condensed milk,sweetened condensed milk|חלב מרוכז,חלב מרוכז ממותק|lait concentré sucré|latte condensato|321|306||pantry
evaporated milk|חלב מאודה|lait concentré non sucré|latte evaporato|134|252||pantry
coconut milk,full fat coconut milk|חלב קוקוס|lait de coco|latte di cocco|230|240||pantry
coconut cream|קרם קוקוס|crème de coco|crema di cocco|330|240||pantry
almond milk|חלב שקדים|lait d'amande|latte di mandorla|15|240||dairy
soy milk|חלב סויה|lait de soja|latte di soia|54|243||dairy
oat milk|חלב שיבולת שועל|lait d'avoine|latte d'avena|48|240||dairy
cream cheese|גבינת שמנת,גבינה לבנה|fromage à la crème,cream cheese|formaggio spalmabile,philadelphia|342|232||dairy
cottage cheese|קוטג'|fromage cottage|fiocchi di latte|98|226||dairy
ricotta,ricotta cheese|ריקוטה|ricotta|ricotta|174|246||dairy
mascarpone|מסקרפונה|mascarpone|mascarpone|429|240||dairy
mozzarella,mozzarella cheese,fresh mozzarella|מוצרלה|mozzarella|mozzarella|280|113||dairy
cheddar,cheddar cheese,sharp cheddar|צ'דר|cheddar|cheddar|403|113||dairy
parmesan,parmesan cheese,parmigiano,parmigiano-reggiano,grana padano,pecorino,pecorino romano|פרמזן,פרמז'ן|parmesan,parmigiano|parmigiano,parmigiano reggiano,grana,pecorino|420|100||dairy
feta,feta cheese|פטה,גבינה בולגרית,גבינת פטה|feta|feta|264|150||dairy
goat cheese,chevre|גבינת עיזים|fromage de chèvre,chèvre|formaggio di capra,caprino|364|120||dairy
gruyere,gruyère,swiss cheese,emmental,comte,comté|גרוייר,גבינה צהובה,אמנטל|gruyère,emmental,comté|groviera,emmental|413|108||dairy
blue cheese,gorgonzola,roquefort|גבינה כחולה,גורגונזולה|roquefort,bleu|gorgonzola|353|135||dairy
halloumi|חלומי|halloumi|halloumi|321|120||dairy
brie,camembert|ברי,קממבר|brie,camembert|brie,camembert|334|120||dairy
labneh|לאבנה|labneh|labneh|180|240||dairy
cheese,shredded cheese,grated cheese|גבינה,גבינה מגוררת|fromage,fromage râpé|formaggio,formaggio grattugiato|380|113||dairy
egg,eggs,large egg,large eggs,whole egg|ביצה,ביצים|œuf,œufs,oeuf,oeufs|uovo,uova|143||50|dairy
egg yolk,egg yolks,yolk,yolks|חלמון,חלמונים|jaune d'œuf,jaunes d'œufs,jaune,jaunes|tuorlo,tuorli|322||17|dairy
egg white,egg whites,whites|חלבון,חלבונים|blanc d'œuf,blancs d'œufs,blancs|albume,albumi|52|243|33|dairy
chicken breast,chicken breasts,boneless skinless chicken breast,chicken breast fillets|חזה עוף|blanc de poulet,filet de poulet|petto di pollo|120||175|meatAndFish
chicken thigh,chicken thighs,boneless chicken thighs|ירכיים,פרגית,פרגיות|cuisse de poulet,haut de cuisse|sovracosce di pollo,coscia di pollo|177||115|meatAndFish
chicken wings,chicken wing|כנפיים,כנפי עוף|ailes de poulet|ali di pollo|203||35|meatAndFish
chicken drumsticks,drumsticks|שוקיים|pilons de poulet|fusi di pollo|172||100|meatAndFish
whole chicken,chicken|עוף,עוף שלם|poulet,poulet entier|pollo,pollo intero|215||1500|meatAndFish
chicken,cooked chicken,shredded chicken,rotisserie chicken|עוף מבושל,עוף מפורק|poulet cuit|pollo cotto|190|140||meatAndFish
ground chicken,ground turkey|עוף טחון,הודו טחון|poulet haché,dinde hachée|macinato di pollo,macinato di tacchino|150|225||meatAndFish
turkey breast,turkey|הודו,חזה הודו|dinde,blanc de dinde|tacchino,petto di tacchino|135|||meatAndFish
ground beef,minced beef,beef mince,lean ground beef,hamburger meat,ground meat,mince|בשר טחון,בקר טחון|bœuf haché,viande hachée|carne macinata,macinato di manzo|254|225||meatAndFish
beef,beef chuck,chuck roast,stewing beef,beef stew meat,brisket,pot roast,top round,round roast,beef roast,rump roast|בשר בקר,בקר,צלי,חזה בקר|bœuf,bœuf à braiser|manzo,spezzatino di manzo|250|||meatAndFish
steak,sirloin,ribeye,rib-eye,flank steak,skirt steak,beef tenderloin,tenderloin|סטייק,אנטריקוט,פילה בקר|steak,entrecôte,filet de bœuf|bistecca,filetto di manzo,controfiletto|220||225|meatAndFish
veal|עגל,בשר עגל|veau|vitello|150|||meatAndFish
lamb,lamb shoulder,leg of lamb,ground lamb|כבש,טלה,בשר כבש|agneau,épaule d'agneau,gigot|agnello|282|||meatAndFish
pork,pork shoulder,pork loin,pork chops,pork tenderloin|חזיר|porc,échine de porc,filet de porc|maiale,lonza di maiale,spalla di maiale|242|||meatAndFish
ground pork|חזיר טחון|porc haché|macinato di maiale|263|225||meatAndFish
bacon,streaky bacon,pancetta,lardons|בייקון,פנצ'טה|lardons,bacon,poitrine fumée|pancetta,bacon|541||10|meatAndFish
ham,prosciutto|נקניק חזיר,פרושוטו|jambon|prosciutto,prosciutto cotto,prosciutto crudo|145||15|meatAndFish
sausage,sausages,italian sausage,chorizo,bratwurst|נקניקיות,נקניקייה,נקניק,מרגז|saucisse,saucisses,chorizo|salsiccia,salsicce|300||75|meatAndFish
salami,pepperoni|סלמי|salami|salame|407|||meatAndFish
salmon,salmon fillet,salmon fillets|סלמון,פילה סלמון|saumon,pavé de saumon|salmone,filetto di salmone|208||170|meatAndFish
smoked salmon|סלמון מעושן|saumon fumé|salmone affumicato|117|||meatAndFish
tuna,canned tuna,tuna in water|טונה|thon|tonno|116|154||pantry
cod,white fish,haddock,tilapia,halibut,sea bass,sole,hake|דג לבן,אמנון,בקלה,לברק,דניס,מוסר|cabillaud,poisson blanc,colin,bar|merluzzo,pesce bianco,branzino,orata|90||170|meatAndFish
shrimp,prawns,prawn|שרימפס|crevettes|gamberi,gamberetti|99|145||meatAndFish
mussels,clams|מולים|moules,palourdes|cozze,vongole|86|||meatAndFish
anchovies,anchovy|אנשובי|anchois|acciughe,alici|210||4|pantry
sardines|סרדינים|sardines|sardine|208||12|pantry
tofu,firm tofu|טופו|tofu|tofu|144|252||produce
tempeh|טמפה|tempeh|tempeh|192|166||produce
rice,white rice,long grain rice,basmati rice,jasmine rice,arborio rice,risotto rice,sushi rice|אורז,אורז לבן,אורז בסמטי|riz,riz blanc,riz basmati|riso,riso arborio,riso carnaroli|360|185||pantry
brown rice|אורז מלא|riz complet|riso integrale|367|190||pantry
cooked rice|אורז מבושל|riz cuit|riso cotto|130|158||pantry
wild rice|אורז בר|riz sauvage|riso selvatico|357|160||pantry
quinoa|קינואה|quinoa|quinoa|368|170||pantry
couscous|קוסקוס|couscous|cuscus,cous cous|376|173||pantry
bulgur,bulgur wheat|בורגול|boulgour|bulgur|342|140||pantry
barley,pearl barley|גריסים,שעורה|orge,orge perlé|orzo perlato|352|200||pantry
freekeh|פריקה|freekeh|freekeh|325|160||pantry
pasta,spaghetti,penne,fusilli,macaroni,linguine,fettuccine,rigatoni,farfalle,orzo,noodles,egg noodles,lasagna noodles,lasagne sheets,tagliatelle|פסטה,ספגטי,פנה,אטריות,מקרוני,לזניה|pâtes,spaghetti,penne,nouilles,macaronis,lasagnes,tagliatelles|pasta,spaghetti,penne,fusilli,linguine,fettuccine,rigatoni,tagliatelle,lasagne|371|100||pantry
rice noodles,glass noodles|אטריות אורז|nouilles de riz|spaghetti di riso|364|100||pantry
bread,white bread,sourdough,sourdough bread,baguette,ciabatta|לחם,לחם לבן,באגט,לחם מחמצת|pain,pain de mie,baguette|pane,pane bianco|265||30|bakery
whole wheat bread,rye bread|לחם מלא,לחם שיפון|pain complet,pain de seigle|pane integrale,pane di segale|250||32|bakery
pita,pita bread,pitas|פיתה,פיתות|pain pita,pita|pita,piadina|275||60|bakery
tortilla,tortillas,flour tortillas,wraps,wrap|טורטייה,טורטיות|tortilla,tortillas|tortilla,tortillas|310||45|bakery
corn tortillas|טורטיית תירס|tortillas de maïs|tortillas di mais|218||26|bakery
puff pastry|בצק עלים|pâte feuilletée|pasta sfoglia|558|||frozen
pie crust,shortcrust pastry,pastry|בצק פריך|pâte brisée,pâte sablée|pasta brisée,pasta frolla|500||180|frozen
phyllo,filo,phyllo dough,filo pastry|בצק פילו|pâte filo|pasta fillo|299||19|frozen
crackers,graham crackers,digestive biscuits,biscuits,cookies|ביסקוויטים,פתי בר,קרקרים|biscuits,petits-beurre,biscuits secs|biscotti,biscotti secchi,savoiardi|480|90|8|pantry
tortilla chips|טורטייה צ'יפס|chips de tortilla|tortilla chips|489|28||pantry
potato,potatoes,russet potatoes,yukon gold potatoes,new potatoes,baby potatoes|תפוח אדמה,תפוחי אדמה,תפו"א|pomme de terre,pommes de terre|patata,patate|77|150|170|produce
sweet potato,sweet potatoes,yams|בטטה,בטטות|patate douce,patates douces|patata dolce,patate dolci|86|133|130|produce
onion,onions,yellow onion,white onion,red onion,brown onion|בצל,בצלים,בצל סגול,בצל לבן|oignon,oignons,oignon rouge|cipolla,cipolle,cipolla rossa|40|160|110|produce
shallot,shallots|שאלוט|échalote,échalotes|scalogno,scalogni|72|160|25|produce
green onions,scallions,spring onions,green onion,scallion,spring onion|בצל ירוק|oignon vert,oignons verts,ciboule|cipollotto,cipollotti|32|100|15|produce
leek,leeks|כרישה,כרישות|poireau,poireaux|porro,porri|61|89|90|produce
garlic,garlic cloves,garlic clove,cloves garlic,clove garlic|שום,שן שום,שיני שום|ail,gousse d'ail,gousses d'ail|aglio,spicchio d'aglio,spicchi d'aglio|149|136|4|produce
ginger,fresh ginger,ginger root|ג'ינג'ר,זנגביל|gingembre|zenzero|80|96|15|produce
carrot,carrots|גזר|carotte,carottes|carota,carote|41|128|61|produce
celery,celery stalks,celery stalk,celery ribs|סלרי,גבעול סלרי|céleri,branche de céleri|sedano,coste di sedano|16|101|40|produce
celery root,celeriac|שורש סלרי|céleri-rave|sedano rapa|42|156|500|produce
tomato,tomatoes,plum tomatoes,roma tomatoes,beefsteak tomatoes|עגבנייה,עגבניות|tomate,tomates|pomodoro,pomodori|18|180|123|produce
cherry tomatoes,grape tomatoes|עגבניות שרי|tomates cerises|pomodorini,pomodori ciliegini|18|149|17|produce
canned tomatoes,crushed tomatoes,diced tomatoes,chopped tomatoes,tomato puree,passata,whole peeled tomatoes,tomato sauce|רסק עגבניות,עגבניות מרוסקות,עגבניות משומרות,רוטב עגבניות|tomates concassées,coulis de tomate,tomates pelées,sauce tomate|polpa di pomodoro,passata di pomodoro,pelati,pomodori pelati,salsa di pomodoro|32|245||pantry
tomato paste,tomato concentrate|רסק עגבניות מרוכז,פסטת עגבניות|concentré de tomate|concentrato di pomodoro|82|262||pantry
sun-dried tomatoes,sundried tomatoes|עגבניות מיובשות|tomates séchées|pomodori secchi|258|54||pantry
bell pepper,bell peppers,red pepper,red peppers,green pepper,yellow pepper,capsicum,sweet pepper|פלפל,פלפלים,פלפל אדום,פלפל ירוק,גמבה|poivron,poivrons|peperone,peperoni|26|149|120|produce
jalapeno,jalapeño,jalapenos,chile,chili,chilli,serrano,chili pepper,chile pepper,hot pepper|פלפל חריף,צ'ילי,חלפיניו|piment,piments,jalapeño|peperoncino,peperoncini|40|90|14|produce
cucumber,cucumbers|מלפפון,מלפפונים|concombre|cetriolo,cetrioli|15|119|200|produce
zucchini,courgette,courgettes,zucchinis|קישוא,קישואים,זוקיני|courgette,courgettes|zucchina,zucchine|17|124|200|produce
eggplant,aubergine,eggplants,aubergines|חציל,חצילים|aubergine,aubergines|melanzana,melanzane|25|82|450|produce
broccoli,broccoli florets|ברוקולי|brocoli|broccoli|34|91|600|produce
cauliflower,cauliflower florets|כרובית|chou-fleur|cavolfiore|25|107|600|produce
cabbage,red cabbage,green cabbage,napa cabbage|כרוב,כרוב אדום,כרוב לבן|chou,chou rouge,chou blanc|cavolo,cavolo cappuccio,verza|25|89|900|produce
brussels sprouts|כרוב ניצנים|choux de bruxelles|cavoletti di bruxelles|43|88|19|produce
kale|קייל|chou kale|cavolo nero,cavolo riccio|49|67||produce
spinach,baby spinach|תרד,עלי תרד|épinards|spinaci|23|30||produce
lettuce,romaine,romaine lettuce,iceberg lettuce,mixed greens,salad greens|חסה,עלי חסה|laitue,salade,romaine|lattuga,insalata|15|47|500|produce
arugula,rocket|רוקט,ארוגולה|roquette|rucola|25|20||produce
swiss chard,chard|מנגולד|blettes,bettes|bietole|19|36||produce
asparagus|אספרגוס|asperges|asparagi|20|134|16|produce
green beans,string beans,haricots verts|שעועית ירוקה|haricots verts|fagiolini|31|110||produce
peas,green peas,frozen peas|אפונה|petits pois|piselli|81|145||produce
corn,sweet corn,corn kernels,ears of corn,ear of corn|תירס|maïs|mais|86|154|100|produce
corn on the cob,ears of corn,ear of corn|קלח תירס|épi de maïs|pannocchia|86||100|produce
mushrooms,mushroom,button mushrooms,cremini mushrooms,portobello,shiitake|פטריות,פטרייה,שמפיניון|champignons,champignon|funghi,fungo,champignon|22|70|18|produce
dried porcini,porcini|פורצ'יני|cèpes|porcini|300|30||pantry
beet,beets,beetroot|סלק|betterave,betteraves|barbabietola,barbabietole|43|136|82|produce
radish,radishes|צנונית,צנוניות|radis|ravanello,ravanelli|16|116|5|produce
turnip,parsnip,parsnips|לפת,פסטרנק|navet,panais|rapa,pastinaca|60|133|120|produce
fennel,fennel bulb|שומר|fenouil|finocchio|31|87|234|produce
artichoke,artichokes,artichoke hearts|ארטישוק|artichaut,artichauts,cœurs d'artichaut|carciofo,carciofi|47|168|120|produce
butternut squash,pumpkin,squash,kabocha squash,acorn squash|דלעת,דלורית|courge,potiron,citrouille,courge butternut|zucca|40|140|850|produce
avocado,avocados|אבוקדו|avocat,avocats|avocado|160|150|150|produce
olives,olive,black olives,kalamata olives,green olives|זיתים,זית|olives|olive|115|135|4|pantry
pickles,gherkins,cornichons,pickle|מלפפון חמוץ,חמוצים|cornichons|cetriolini sottaceto|11|143|35|pantry
capers|צלפים|câpres|capperi|23|136||pantry
sauerkraut,kimchi|כרוב כבוש,קימצ'י|choucroute,kimchi|crauti,kimchi|19|142||pantry
apple,apples,granny smith apples|תפוח,תפוחים,תפוח עץ,תפוחי עץ|pomme,pommes|mela,mele|52|125|182|produce
pear,pears|אגס,אגסים|poire,poires|pera,pere|57|140|178|produce
banana,bananas,ripe bananas|בננה,בננות|banane,bananes|banana,banane|89|225|118|produce
lemon,lemons|לימון,לימונים|citron,citrons|limone,limoni|29||84|produce
lime,limes|ליים|citron vert,limes|lime|30||67|produce
lemon juice,lime juice,juice of lemon,juice of 1 lemon|מיץ לימון,מיץ ליים|jus de citron|succo di limone,succo di lime|22|244||produce
lemon zest,orange zest,lime zest,zest|גרידת לימון,קליפת לימון|zeste de citron,zeste|scorza di limone,scorza|47|96||produce
orange,oranges|תפוז,תפוזים|orange,oranges|arancia,arance|47|180|131|produce
orange juice|מיץ תפוזים|jus d'orange|succo d'arancia|45|248||produce
grapefruit|אשכולית|pamplemousse|pompelmo|42|230|246|produce
strawberries,strawberry|תות,תותים,תותי שדה|fraises,fraise|fragole,fragola|32|152|12|produce
raspberries,raspberry|פטל|framboises|lamponi|52|123||produce
blueberries,blueberry|אוכמניות|myrtilles|mirtilli|57|148||produce
blackberries,mixed berries,berries,cranberries|פירות יער,חמוציות טריות|mûres,fruits rouges,baies|more,frutti di bosco|43|144||produce
dried cranberries,craisins|חמוציות,חמוציות מיובשות|canneberges séchées,cranberries séchées|mirtilli rossi secchi|308|120||pantry
cherries,cherry|דובדבנים|cerises|ciliegie|63|154|8|produce
grapes|ענבים|raisins frais|uva|69|151|5|produce
mango,mangoes|מנגו|mangue|mango|60|165|200|produce
pineapple|אננס|ananas|ananas|50|165||produce
peach,peaches,nectarines,nectarine|אפרסק,אפרסקים,נקטרינה|pêche,pêches,nectarine|pesca,pesche,pescanoce|39|154|150|produce
apricot,apricots|משמש,משמשים|abricot,abricots|albicocca,albicocche|48|155|35|produce
plum,plums|שזיף,שזיפים|prune,prunes|prugna,prugne,susine|46|165|66|produce
watermelon|אבטיח|pastèque|anguria,cocomero|30|152||produce
melon,cantaloupe|מלון|melon|melone|34|160||produce
kiwi,kiwis|קיווי|kiwi|kiwi|61|180|75|produce
pomegranate,pomegranate seeds|רימון,גרעיני רימון|grenade|melograno|83|174|280|produce
figs,fig|תאנים,תאנה|figues|fichi|74|150|50|produce
dried figs|תאנים מיובשות|figues séchées|fichi secchi|249|149|8|pantry
dates,medjool dates,pitted dates|תמרים,תמר,תמרי מג'הול|dattes|datteri|282|147|24|pantry
raisins,sultanas,currants|צימוקים|raisins secs|uvetta,uva passa|299|145||pantry
dried apricots|משמשים מיובשים|abricots secs|albicocche secche|241|130|7|pantry
prunes|שזיפים מיובשים|pruneaux|prugne secche|240|174|10|pantry
dried fruit|פירות יבשים|fruits secs|frutta secca|280|140||pantry
applesauce,apple sauce|רסק תפוחים|compote de pommes|purea di mele|68|255||pantry
jam,jelly,preserves,marmalade|ריבה|confiture,marmelade|marmellata,confettura|278|320||pantry
almonds,almond,sliced almonds,slivered almonds|שקדים,שקד|amandes,amande|mandorle,mandorla|579|143||pantry
walnuts,walnut|אגוזי מלך,אגוזים|noix,cerneaux de noix|noci|654|117||pantry
pecans,pecan|פקאן,אגוזי פקאן|noix de pécan|noci pecan|691|109||pantry
hazelnuts|אגוזי לוז|noisettes|nocciole|628|135||pantry
cashews,cashew|קשיו|noix de cajou|anacardi|553|137||pantry
pistachios,pistachio|פיסטוקים,פיסטוק|pistaches|pistacchi|560|123||pantry
peanuts,peanut|בוטנים|cacahuètes,arachides|arachidi,noccioline|567|146||pantry
pine nuts|צנוברים|pignons,pignons de pin|pinoli|673|135||pantry
macadamia nuts|מקדמיה|noix de macadamia|noci di macadamia|718|134||pantry
mixed nuts,nuts|אגוזים מעורבים|noix mélangées,fruits à coque|frutta secca mista|607|137||pantry
peanut butter|חמאת בוטנים|beurre de cacahuète|burro di arachidi|588|258||pantry
almond butter|חמאת שקדים|purée d'amande|burro di mandorle|614|250||pantry
tahini,tahina|טחינה,טחינה גולמית|tahini,purée de sésame|tahina|595|240||pantry
nutella,chocolate spread|נוטלה,ממרח שוקולד|nutella,pâte à tartiner|nutella,crema spalmabile|539|296||pantry
sesame seeds,sesame|שומשום|graines de sésame,sésame|semi di sesamo,sesamo|573|144||pantry
sunflower seeds|גרעיני חמנייה|graines de tournesol|semi di girasole|584|140||pantry
pumpkin seeds,pepitas|גרעיני דלעת|graines de courge|semi di zucca|559|129||pantry
chia seeds|זרעי צ'יה|graines de chia|semi di chia|486|170||pantry
flax seeds,flaxseed,ground flaxseed,linseed|זרעי פשתן|graines de lin|semi di lino|534|168||pantry
poppy seeds|פרג|graines de pavot|semi di papavero|525|140||pantry
shredded coconut,desiccated coconut,coconut flakes,coconut|קוקוס,קוקוס טחון|noix de coco râpée,coco râpée|cocco rapè,cocco grattugiato|660|93||pantry
chickpeas,garbanzo beans,canned chickpeas|חומוס,גרגרי חומוס|pois chiches|ceci|139|164||pantry
dried chickpeas|חומוס יבש|pois chiches secs|ceci secchi|378|200||pantry
hummus|חומוס ממרח,ממרח חומוס|houmous|hummus|166|246||dairy
black beans,kidney beans,pinto beans,cannellini beans,white beans,navy beans,beans,borlotti beans,butter beans|שעועית,שעועית לבנה,שעועית שחורה,שעועית אדומה|haricots,haricots blancs,haricots rouges,haricots noirs|fagioli,fagioli cannellini,fagioli borlotti,fagioli neri|114|172||pantry
dried beans|שעועית יבשה|haricots secs|fagioli secchi|335|184||pantry
lentils,red lentils,green lentils,brown lentils|עדשים,עדשים כתומות,עדשים ירוקות|lentilles,lentilles corail|lenticchie|352|192||pantry
split peas|אפונה יבשה|pois cassés|piselli secchi|341|196||pantry
edamame|אדממה|edamame|edamame|121|155||frozen
salt,sea salt,kosher salt,table salt,fine salt,flaky salt|מלח,מלח גס,מלח ים|sel,sel fin,gros sel,fleur de sel|sale,sale fino,sale grosso|0|292||spices
black pepper,pepper,ground pepper,ground black pepper,peppercorns|פלפל שחור,פלפל גרוס|poivre,poivre noir|pepe,pepe nero|251|116||spices
water,cold water,warm water,hot water,ice water,boiling water,ice|מים,מים קרים,מים חמים,קרח|eau,eau froide,eau chaude,glaçons|acqua,acqua fredda,acqua calda,ghiaccio|0|237||drinks
chicken broth,chicken stock,vegetable broth,vegetable stock,beef broth,beef stock,broth,stock,bouillon,fish stock|ציר,ציר עוף,ציר ירקות,מרק עוף|bouillon,bouillon de volaille,bouillon de légumes,fond|brodo,brodo di pollo,brodo vegetale,brodo di carne|6|240||pantry
bouillon cube,stock cube|קוביית ציר,אבקת מרק|cube de bouillon|dado,dado da brodo|250||10|pantry
white wine,red wine,wine,dry white wine,dry red wine|יין,יין לבן,יין אדום|vin,vin blanc,vin rouge|vino,vino bianco,vino rosso|83|235||drinks
beer|בירה|bière|birra|43|237||drinks
sherry,marsala,port|שרי,מרסלה|xérès,marsala,porto|marsala,porto|160|236||drinks
brandy,rum,vodka,whiskey,bourbon,liqueur,cognac,tequila,gin|ברנדי,רום,וודקה,ויסקי,ליקר|cognac,rhum,vodka,liqueur|brandy,rum,vodka,liquore|231|240||drinks
coffee,espresso,brewed coffee|קפה,אספרסו|café,expresso|caffè,espresso|2|237||drinks
vinegar,white vinegar,apple cider vinegar,cider vinegar,red wine vinegar,white wine vinegar,rice vinegar,sherry vinegar|חומץ,חומץ תפוחים,חומץ יין|vinaigre,vinaigre de vin,vinaigre de cidre|aceto,aceto di vino|18|239||pantry
balsamic vinegar,balsamic|חומץ בלסמי|vinaigre balsamique|aceto balsamico|88|255||pantry
soy sauce,tamari,shoyu|רוטב סויה,סויה|sauce soja|salsa di soia|53|255||pantry
fish sauce|רוטב דגים|sauce de poisson,nuoc-mâm|salsa di pesce|35|288||pantry
worcestershire sauce,worcestershire|רוטב ווסטרשייר|sauce worcestershire|salsa worcestershire|78|275||pantry
hot sauce,sriracha,tabasco,harissa|רוטב חריף,סרירצ'ה,הריסה|sauce piquante,harissa|salsa piccante,harissa|60|260||pantry
ketchup|קטשופ|ketchup|ketchup|101|240||pantry
mustard,dijon mustard,whole grain mustard,dijon|חרדל,חרדל דיז'ון|moutarde,moutarde de dijon|senape|66|250||pantry
barbecue sauce,bbq sauce|רוטב ברביקיו|sauce barbecue|salsa barbecue|172|286||pantry
hoisin sauce,oyster sauce,teriyaki sauce|רוטב הויסין,רוטב צדפות,טריאקי|sauce hoisin,sauce d'huître|salsa hoisin,salsa di ostriche|220|258||pantry
pesto|פסטו|pesto|pesto|418|250||pantry
salsa|סלסה|salsa|salsa messicana|36|259||pantry
curry paste,red curry paste,green curry paste|ממרח קארי|pâte de curry|pasta di curry|120|240||pantry
miso,miso paste|מיסו|miso|miso|198|275||pantry
gochujang|גוצ'וג'אנג|gochujang|gochujang|240|270||pantry
pomegranate molasses|סירופ רימונים,דבס רימונים|mélasse de grenade|melassa di melograno|300|320||pantry
coconut water|מי קוקוס|eau de coco|acqua di cocco|19|240||drinks
cinnamon,ground cinnamon,cinnamon stick|קינמון,מקל קינמון|cannelle|cannella|247|125||spices
cumin,ground cumin,cumin seeds|כמון|cumin|cumino|375|96||spices
paprika,smoked paprika,sweet paprika|פפריקה,פפריקה מתוקה,פפריקה מעושנת|paprika,paprika fumé|paprika|282|110||spices
cayenne,cayenne pepper,chili powder,red pepper flakes,chili flakes,crushed red pepper|פלפל קאיין,צ'ילי גרוס,אבקת צ'ילי|piment de cayenne,piment en poudre,flocons de piment|pepe di cayenna,peperoncino in polvere,peperoncino tritato|318|90||spices
turmeric|כורכום|curcuma|curcuma|312|150||spices
curry powder,garam masala|אבקת קארי,גאראם מסאלה|curry en poudre,garam masala|curry in polvere,garam masala|325|100||spices
coriander,ground coriander,coriander seeds|כוסברה טחונה,זרעי כוסברה|coriandre moulue|coriandolo in polvere|298|80||spices
nutmeg,ground nutmeg|אגוז מוסקט|muscade,noix de muscade|noce moscata|525|110||spices
cloves,ground cloves|ציפורן|clous de girofle|chiodi di garofano|274|100||spices
allspice|פלפל אנגלי|quatre-épices,piment de la jamaïque|pimento,pepe della giamaica|263|100||spices
cardamom|הל|cardamome|cardamomo|311|100||spices
ground ginger|ג'ינג'ר טחון|gingembre moulu|zenzero in polvere|335|90||spices
garlic powder|אבקת שום|ail en poudre|aglio in polvere|331|155||spices
onion powder|אבקת בצל|oignon en poudre|cipolla in polvere|341|110||spices
dried oregano,oregano|אורגנו|origan|origano|265|45||spices
dried thyme,thyme,fresh thyme,thyme sprigs|טימין|thym|timo|101|45||spices
dried basil|בזיליקום יבש|basilic séché|basilico secco|233|45||spices
basil,fresh basil,basil leaves|בזיליקום,עלי בזיליקום|basilic,basilic frais|basilico,foglie di basilico|23|24||produce
parsley,fresh parsley,flat-leaf parsley,italian parsley|פטרוזיליה|persil,persil plat|prezzemolo|36|60||produce
cilantro,fresh cilantro,coriander leaves,fresh coriander|כוסברה,כוסברה טרייה|coriandre fraîche,coriandre|coriandolo fresco|23|16||produce
mint,fresh mint,mint leaves|נענע,עלי נענע|menthe,menthe fraîche|menta,foglie di menta|70|20||produce
dill,fresh dill|שמיר|aneth|aneto|43|9||produce
rosemary,fresh rosemary,rosemary needles,rosemary sprigs|רוזמרין|romarin|rosmarino|131|30||produce
sage,sage leaves|מרווה|sauge|salvia|315|20||produce
chives|עירית|ciboulette|erba cipollina|30|48||produce
bay leaf,bay leaves|עלה דפנה,עלי דפנה|laurier,feuille de laurier|alloro,foglia di alloro|313|6|0.6|spices
tarragon|טרגון|estragon|dragoncello|295|30||spices
italian seasoning,herbes de provence,mixed herbs,dried herbs|תבלינים איטלקיים,עשבי תיבול|herbes de provence,fines herbes|erbe aromatiche,erbe di provenza|265|45||spices
za'atar,zaatar|זעתר|zaatar|za'atar|280|60||spices
sumac|סומק|sumac|sommacco|240|100||spices
saffron|זעפרן|safran|zafferano|310|30||spices
star anise,anise,fennel seeds|כוכב אניס,אניס,זרעי שומר|anis étoilé,badiane,graines de fenouil|anice stellato,semi di finocchio|337|100||spices
mustard seeds|זרעי חרדל|graines de moutarde|semi di senape|508|140||spices
nutritional yeast|שמרי בירה|levure nutritionnelle|lievito alimentare|325|60||pantry
food coloring|צבע מאכל|colorant alimentaire|colorante alimentare|0|240||pantry
sprinkles|סוכריות צבעוניות,סוכריות|vermicelles,pépites de sucre|codette|390|180||pantry
marshmallows|מרשמלו|guimauves,chamallows|marshmallow|318|50|7|pantry
caramel,caramel sauce,dulce de leche|קרמל,רוטב קרמל,ריבת חלב|caramel,sauce caramel,confiture de lait|caramello,dulce de leche|382|300||pantry
candy,toffee|סוכריות טופי|bonbons|caramelle|400|200||pantry
popcorn|פופקורן|pop-corn|popcorn|387|8||pantry
potato chips,chips,crisps|צ'יפס,חטיף תפוחי אדמה|chips|patatine|536|20||pantry
granola,muesli|גרנולה,מוזלי|granola,muesli|granola,muesli|471|122||pantry
cornflakes,cereal|קורנפלקס,דגני בוקר|corn flakes,céréales|cornflakes,cereali|357|28||pantry
ice cream,vanilla ice cream|גלידה|glace,crème glacée|gelato|207|132||frozen
whipped cream|קצפת|chantilly,crème fouettée|panna montata|257|60||dairy
custard,pudding|פודינג,קרם|crème anglaise,crème pâtissière|crema pasticcera,budino|122|266||dairy
cake mix|תערובת לעוגה|préparation pour gâteau|preparato per torta|420|150||pantry
pizza dough,bread dough,dough|בצק,בצק פיצה|pâte à pizza,pâte à pain|impasto,pasta per pizza|250|||bakery
matzo,matzah,matzo meal|מצה,מצות,קמח מצה|pain azyme|pane azzimo|395|120|28|bakery
challah,brioche|חלה|brioche,challah|brioche,challah|290||50|bakery
croutons|קרוטונים|croûtons|crostini|407|30||bakery
bagel,bagels|בייגל|bagel|bagel|257||100|bakery
english muffin,burger buns,buns,rolls,dinner rolls|לחמניה,לחמניות|petits pains,pains à burger|panini|270||55|bakery
naan|נאן|naan|naan|290||90|bakery
sugar snap peas,snow peas|אפונת שלג|pois mange-tout|taccole|42|98||produce
bean sprouts|נבטים|pousses de soja|germogli di soia|30|104||produce
okra|במיה|gombo|okra|33|100||produce
water chestnuts|ערמוני מים|châtaignes d'eau|castagne d'acqua|97|124||produce
chestnuts|ערמונים|châtaignes,marrons|castagne|213|145|10|produce
seaweed,nori|אצות,נורי|algues,nori|alghe,nori|35|10|3|pantry
watercress|גרגיר הנחלים|cresson|crescione|11|34||produce
endive,radicchio|עולש,רדיקיו|endive,chicorée|indivia,radicchio|17|50||produce
jerusalem artichoke|ארטישוק ירושלמי|topinambour|topinambur|73|150||produce
bok choy,pak choi|בוק צ'וי|pak choï|pak choi|13|70||produce
horseradish,wasabi|חזרת,וואסבי|raifort,wasabi|rafano,wasabi|48|240||pantry
coleslaw mix,shredded cabbage|כרוב חתוך|chou râpé|cavolo tritato|25|70||produce
frozen vegetables,mixed vegetables,vegetables|ירקות,ירקות קפואים|légumes,légumes surgelés|verdure,verdure miste|65|140||frozen
chicken livers,liver|כבד,כבדי עוף|foies de volaille,foie|fegatini,fegato|119|||meatAndFish
duck,duck breast|ברווז,חזה ברווז|canard,magret de canard|anatra,petto d'anatra|337||300|meatAndFish
crab,crabmeat,lobster|סרטן,לובסטר|crabe,homard|granchio,aragosta|90|135||meatAndFish
scallops|סקאלופ|noix de saint-jacques|capesante|69||20|meatAndFish
squid,calamari,octopus|קלמרי,דיונון,תמנון|calamar,encornet,poulpe|calamari,polpo|92|||meatAndFish
trout,mackerel|פורל,מקרל|truite,maquereau|trota,sgombro|190||200|meatAndFish
egg noodles|אטריות ביצים|nouilles aux œufs|pasta all'uovo|384|100||pantry
gnocchi|ניוקי|gnocchis|gnocchi|133|200||pantry
ravioli,tortellini|רביולי,טורטליני|raviolis|ravioli,tortellini|250|150||pantry
polenta cooked|פולנטה מבושלת|polenta cuite|polenta cotta|70|240||pantry
tapioca|טפיוקה|tapioca|tapioca|358|152||pantry
quark,fromage blanc|גבינה לבנה 5%|fromage blanc|quark|75|240||dairy
paneer|פניר|paneer|paneer|265|120||dairy
vegan butter|חמאה טבעונית|beurre végétal|burro vegetale|700|227||dairy
protein powder|אבקת חלבון|protéine en poudre|proteine in polvere|380|100||pantry
hot dog buns,hamburger buns|לחמניות המבורגר|pains à hot-dog|panini per hamburger|279||50|bakery
english muffins|מאפין אנגלי|muffins anglais|muffin inglesi|227||57|bakery
cornbread|לחם תירס|pain de maïs|pane di mais|330||65|bakery
pancake mix,bisquick|תערובת פנקייק|préparation pour crêpes|preparato per pancake|370|120||pantry
rice cakes|פריכיות אורז|galettes de riz|gallette di riso|387||9|pantry
pretzels|בייגלה|bretzels|salatini|380|40||pantry
oat bran,wheat bran,bran|סובין|son d'avoine,son de blé|crusca|246|60||pantry
wheat germ|נבט חיטה|germe de blé|germe di grano|360|115||pantry
buckwheat,kasha|כוסמת|sarrasin|grano saraceno|343|170||pantry
millet|דוחן|millet|miglio|378|200||pantry
farro,spelt|כוסמין|épeautre|farro|338|190||pantry
amaranth|אמרנט|amarante|amaranto|371|193||pantry
teff|טף|teff|teff|367|193||pantry
sorghum|דורה|sorgho|sorgo|329|192||pantry
chickpea flour,gram flour,besan|קמח חומוס|farine de pois chiches|farina di ceci|387|92||pantry
rice flour|קמח אורז|farine de riz|farina di riso|366|158||pantry
tapioca flour,tapioca starch|עמילן טפיוקה|farine de tapioca|farina di tapioca|358|120||pantry
arrowroot|ארארוט|arrow-root|maranta|357|128||pantry
xanthan gum|קסנטן|gomme xanthane|gomma xantana|333|120||pantry
cream of tartar|אבנית|crème de tartre|cremor tartaro|258|150||pantry
agar,agar agar|אגר אגר|agar-agar|agar agar|306|80||pantry
pectin|פקטין|pectine|pectina|325|100||pantry
sweetener,stevia,erythritol|ממתיק,סטיביה|édulcorant,stévia|dolcificante,stevia|0|200||pantry
turbinado sugar,demerara sugar,raw sugar|סוכר דמררה|sucre demerara|zucchero demerara|380|200||pantry
pearl sugar|סוכר פנינים|sucre perlé|granella di zucchero|400|200||pantry
rose water,orange blossom water|מי ורדים,מי זהר|eau de rose,eau de fleur d'oranger|acqua di rose,acqua di fiori d'arancio|2|240||pantry
almond extract,lemon extract,almond essence,peppermint extract,mint extract|תמצית שקדים|extrait d'amande|estratto di mandorla|288|208||pantry
instant coffee,espresso powder,instant espresso powder|קפה נמס|café soluble|caffè solubile|353|70||pantry
tea,black tea,green tea|תה,תה ירוק|thé,thé vert|tè,tè verde|1|237||drinks
hot chocolate mix,hot cocoa mix,cocoa mix|אבקת שוקו|chocolat en poudre|cioccolata in polvere|398|100||drinks
cola,soda,lemonade|קולה,משקה מוגז,לימונדה|cola,soda,limonade|cola,bibita,limonata|42|246||drinks
apple juice,grape juice,cranberry juice,pineapple juice|מיץ תפוחים,מיץ ענבים|jus de pomme,jus de raisin|succo di mela,succo d'uva|46|248||drinks
tomato juice,vegetable juice|מיץ עגבניות|jus de tomate|succo di pomodoro|17|243||drinks
kefir|קפיר|kéfir|kefir|41|243||dairy
skyr,quark cheese|סקיר|skyr|skyr|63|240||dairy
provolone,fontina,gouda,edam,havarti,monterey jack,pepper jack,colby|פרובולונה,גאודה,אדם|provolone,gouda,édam|provola,provolone,fontina,gouda|350|113||dairy
asiago,manchego,romano|אסיאגו,מנצ'גו|manchego|asiago|390|100||dairy
burrata,stracciatella|בוראטה|burrata|burrata,stracciatella|300|120||dairy
velveeta,processed cheese,american cheese|גבינה מותכת|fromage fondu|formaggio fuso|330|113||dairy
vegan cheese|גבינה טבעונית|fromage végétal|formaggio vegano|300|113||dairy
egg substitute|תחליף ביצים|substitut d'œuf|sostituto dell'uovo|48|243||dairy
corned beef,pastrami,roast beef,deli meat|פסטרמה,קורנביף|pastrami,rôti de bœuf|pastrami,roast beef|200||20|meatAndFish
meatballs|קציצות|boulettes de viande|polpette|250||30|meatAndFish
ground veal|עגל טחון|veau haché|macinato di vitello|172|225||meatAndFish
oxtail,short ribs,beef ribs|זנב שור,שפונדרה,צלעות בקר|queue de bœuf,côtes de bœuf|coda di bue,costine di manzo|290|||meatAndFish
pork ribs,spare ribs,baby back ribs|צלעות חזיר|travers de porc|costine di maiale|277|||meatAndFish
chicken legs,chicken quarters|כרעיים|cuisses de poulet|cosce di pollo|214||250|meatAndFish
cornish hen,quail|פרגית שלמה,שליו|caille|quaglia|190||300|meatAndFish
venison,rabbit|צבי,ארנב|gibier,lapin|cervo,coniglio|140|||meatAndFish
tilapia fillets|פילה אמנון|filets de tilapia|filetti di tilapia|96||110|meatAndFish
swordfish,mahi mahi,snapper,grouper|דג חרב,לוקוס|espadon,mérou,vivaneau|pesce spada,cernia|110||170|meatAndFish
catfish,carp|שפמנון,קרפיון|poisson-chat,carpe|pesce gatto,carpa|120||170|meatAndFish
herring,smoked fish|הרינג,דג מעושן|hareng,poisson fumé|aringa,pesce affumicato|200|||meatAndFish
caviar,roe|קוויאר,ביצי דגים|caviar,œufs de poisson|caviale,uova di pesce|264|160||meatAndFish
oysters|צדפות,אויסטר|huîtres|ostriche|68||15|meatAndFish
imitation crab,surimi|סורימי|surimi|surimi|95|150||meatAndFish
seitan|סייטן|seitan|seitan|370|140||produce
textured vegetable protein,tvp,soy mince|סויה גרגירים|protéines de soja texturées|proteine di soia testurizzate|327|100||pantry
collard greens,mustard greens,turnip greens|עלי כרוב,עלי חרדל|feuilles de chou,feuilles de moutarde|cime di rapa|32|36||produce
dandelion greens|עלי שן הארי|pissenlit|tarassaco|45|55||produce
snap peas|אפונה ירוקה טרייה|pois gourmands|piselli mangiatutto|42|98||produce
lima beans,fava beans,broad beans|פול,שעועית לימה|fèves|fave|113|170||pantry
black-eyed peas|לוביה|haricots à œil noir|fagioli dall'occhio|116|172||pantry
mung beans|מש|haricots mungo|fagioli mungo|347|207||pantry
refried beans|שעועית מרוסקת|haricots frits|fagioli fritti|91|252||pantry
baked beans|שעועית אפויה|haricots à la sauce tomate|fagioli al forno|94|254||pantry
jackfruit|ג'קפרוט|jacquier|jackfruit|95|165||produce
plantain,plantains|בננה לבישול,פלנטיין|banane plantain|platano|122|148|180|produce
papaya|פפאיה|papaye|papaya|43|145||produce
passion fruit|פסיפלורה|fruit de la passion|frutto della passione|97|236|18|produce
guava|גויאבה|goyave|guava|68|165|55|produce
persimmon|אפרסמון|kaki|cachi|70|168|168|produce
lychee|ליצ'י|litchi|litchi|66|190|10|produce
rhubarb|ריבס|rhubarbe|rabarbaro|21|122||produce
clementines,mandarins,tangerines|קלמנטינה,קלמנטינות,מנדרינה|clémentines,mandarines|clementine,mandarini|53|195|74|produce
cantaloupe melon,honeydew|מלון דבש|melon miel|melone bianco|36|170||produce
coconut meat,fresh coconut|קוקוס טרי|noix de coco fraîche|polpa di cocco|354|80||produce
candied fruit,candied peel|פירות מסוכרים|fruits confits,écorces confites|canditi,frutta candita|322|160||pantry
goji berries|גוג'י|baies de goji|bacche di goji|349|110||pantry
dried mango,dried apple|מנגו מיובש,תפוחים מיובשים|mangue séchée,pommes séchées|mango essiccato,mele essiccate|319|100||pantry
brazil nuts|אגוזי ברזיל|noix du brésil|noci del brasile|659|133||pantry
hemp seeds|זרעי קנבוס|graines de chanvre|semi di canapa|553|160||pantry
sunflower butter,seed butter|חמאת גרעינים|beurre de tournesol|burro di semi di girasole|617|250||pantry
halva,halvah|חלבה|halva|halva|469|150||pantry
cookies crumbs,cookie crumbs,oreos,oreo|עוגיות אוראו,פירורי עוגיות|oreo,miettes de biscuits|oreo,briciole di biscotti|480|100|11|pantry
pork belly|בטן חזיר|poitrine de porc|pancetta fresca|518|||meatAndFish
spaghetti squash|דלעת ספגטי|courge spaghetti|zucca spaghetti|31|155|900|produce
french fried onions,fried onions,crispy fried onions,crispy onions|בצל מטוגן,בצל פריך|oignons frits|cipolle fritte|607|60||pantry
graham cracker crumbs,crushed graham crackers|פירורי ביסקוויטים|miettes de biscuits digestifs|briciole di biscotti digestive|430|84|7|pantry
whipped topping,cool whip|תחליף קצפת|garniture fouettée|panna vegetale montata|318|75||dairy
marinara sauce,marinara,pasta sauce|רוטב מרינרה|sauce marinara|sugo di pomodoro,salsa marinara|50|250||pantry
ranch dressing|רוטב ראנץ'|sauce ranch|salsa ranch|430|240||pantry
guacamole|גוואקמולה|guacamole|guacamole|157|240||produce
enchilada sauce|רוטב אנצ'ילדה|sauce enchilada|salsa enchilada|36|250||pantry
taco seasoning,fajita seasoning,cajun seasoning,ranch seasoning|תיבול טאקו|assaisonnement taco|condimento per taco|290|128||pantry
masa harina|קמח מסה|farine de maïs nixtamalisée|farina di mais nixtamalizzata|365|114||pantry
caraway seeds|קימל|carvi|cumino dei prati|333|107||spices
chipotle,chipotle peppers,chipotle in adobo|צ'יפוטלה|piment chipotle|peperoncino chipotle|45|240|15|pantry
`;
